/**
 * The drying agreement wizard's state (spec 2 §4 "Drying wizard"): one pure reducer, one step at a
 * time. Steps: 1 form → 2a receiver (internal only) → 2b review → confirmation. The buttons of
 * steps 2a and 2b act only with the terms ticked; each step is checked with the server's rules.
 */
import { checkDryingReceiver, checkDryingStep, checkDryingTerms, type DryingFormValues } from "@/lib/trading/drying-rules";
import type { FormErrors } from "@/lib/trading/agreement-rules";

export type DryingStep = "form" | "receiver" | "review" | "done";

export interface DryingState {
  step: DryingStep;
  values: DryingFormValues;
  errors: FormErrors;
  /** saving: buttons disabled, loader shown */
  busy: boolean;
  /** the save's message (rendered text) */
  failure: string | null;
  /** one per wizard run: a retry or double click saves once */
  idempotencyKey: string;
  isInternal: boolean;
  result: { agreementNumber: string; signingUrl: string | null } | null;
}

export type DryingAction =
  | { type: "set"; field: keyof DryingFormValues; value: string | boolean }
  | { type: "next"; isMobile: (v: string) => boolean }
  | { type: "back" }
  | { type: "saving" }
  | { type: "saved"; result: NonNullable<DryingState["result"]> }
  | { type: "failed"; message: string; errors?: FormErrors }
  | { type: "ready" }
  | { type: "restart"; idempotencyKey: string };

export const dryingSteps = (isInternal: boolean): DryingStep[] =>
  isInternal ? ["form", "receiver", "review", "done"] : ["form", "review", "done"];

/** The terms gate the buttons of steps 2 and 3 (2a and 2b). */
export const termsGated = (s: DryingState) => (s.step === "receiver" || s.step === "review") && !s.values.AcceptTerms;

export const initialDrying = (idempotencyKey: string, isInternal: boolean): DryingState => ({
  step: "form",
  values: {},
  errors: {},
  busy: false,
  failure: null,
  idempotencyKey,
  isInternal,
  result: null,
});

export function dryingReducer(state: DryingState, action: DryingAction): DryingState {
  switch (action.type) {
    case "set": {
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case "next": {
      if (state.busy) return state;
      const check =
        state.step === "form"
          ? checkDryingStep(state.values)
          : state.step === "receiver"
            ? { ...checkDryingTerms(state.values), ...checkDryingReceiver(state.values, action) }
            : {};
      if (Object.keys(check).length) return { ...state, errors: check };
      const steps = dryingSteps(state.isInternal);
      const next = steps[steps.indexOf(state.step) + 1];
      return next && next !== "done" ? { ...state, errors: {}, failure: null, step: next } : state;
    }
    case "back": {
      if (state.busy || state.step === "form" || state.step === "done") return state;
      const steps = dryingSteps(state.isInternal);
      return { ...state, failure: null, errors: {}, step: steps[steps.indexOf(state.step) - 1] ?? "form" };
    }
    case "saving":
      return { ...state, busy: true, failure: null };
    case "saved":
      return { ...state, busy: false, result: action.result, step: "done" };
    case "failed":
      // the buttons stay disabled until "ready" (250 ms later, as in the purchasing wizard)
      return { ...state, failure: action.message, errors: action.errors ?? state.errors };
    case "ready":
      return { ...state, busy: false };
    case "restart":
      return initialDrying(action.idempotencyKey, state.isInternal);
  }
}
