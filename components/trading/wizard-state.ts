/**
 * The purchasing agreement wizard's state (spec 2 §4): one pure reducer, one step shown at a time.
 * Steps: agreement form → receiver (internal, not depot, not a price watch) → price watch (watch
 * types) → review → confirmation. Each "next" checks its step with the same rules the server uses.
 */
import {
  checkAgreementStep,
  checkPriceWatchStep,
  checkReceiverStep,
  isPriceWatch,
  type AgreementFormValues,
  type FormErrors,
  type RuleContext,
} from "@/lib/trading/agreement-rules";
import { DEPA_TYPES, type WizardAgreementType } from "@/lib/trading/constants";

export type WizardStep = "form" | "receiver" | "watch" | "review" | "done";

export interface WizardValues extends AgreementFormValues {
  PriceAreaId?: string;
  ReceiverId?: string;
}

export interface WizardState {
  step: WizardStep;
  values: WizardValues;
  errors: FormErrors;
  /** saving or sending: buttons disabled, loader shown */
  busy: boolean;
  /** a message of the save or the send (rendered text) */
  failure: string | null;
  /** one per wizard run: a retry or double click saves once */
  idempotencyKey: string;
  /** staff acting for the customer (the receiver step) */
  isInternal: boolean;
  result: { agreementNumber: string | null; signingUrl: string | null; priceWatchId: number | null } | null;
}

export type WizardAction =
  | { type: "set"; field: keyof WizardValues; value: string | boolean }
  | { type: "next"; ctx: RuleContext }
  | { type: "back" }
  | { type: "saving" }
  | { type: "saved"; result: NonNullable<WizardState["result"]> }
  | { type: "failed"; message: string; errors?: FormErrors }
  | { type: "ready" }
  | { type: "restart"; idempotencyKey: string };

export function stepsFor(values: WizardValues, isInternal: boolean): WizardStep[] {
  const depa = DEPA_TYPES.includes(values.AgreementType as WizardAgreementType);
  const watch = isPriceWatch(values);
  return [
    "form",
    ...(isInternal && !depa && !watch ? (["receiver"] as const) : []),
    ...(watch ? (["watch"] as const) : []),
    "review",
    "done",
  ];
}

export const initialWizard = (idempotencyKey: string, isInternal: boolean, values: WizardValues = {}): WizardState => ({
  step: "form",
  isInternal,
  values,
  errors: {},
  busy: false,
  failure: null,
  idempotencyKey,
  result: null,
});

/** Fields that depend on others are cleared when those change (a new crop has other sorts and periods). */
const CLEARS: Partial<Record<keyof WizardValues, (keyof WizardValues)[]>> = {
  AgreementType: ["AgreementPeriod", "GrainType", "AgreementId"],
  PriceAreaId: ["GrainType", "AgreementPeriod"],
  ProductItemId: ["GrainType", "AgreementPeriod"],
  GrainType: ["AgreementPeriod"],
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "set": {
      const values: WizardValues = { ...state.values, [action.field]: action.value };
      for (const f of CLEARS[action.field] ?? []) values[f] = "" as never;
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, values, errors };
    }
    case "next": {
      const check =
        state.step === "form"
          ? checkAgreementStep(state.values, action.ctx)
          : state.step === "receiver"
            ? state.values.ReceiverId
              ? {}
              : checkReceiverStep(state.values, action.ctx)
            : state.step === "watch"
              ? checkPriceWatchStep(state.values, action.ctx)
              : {};
      if (Object.keys(check).length) return { ...state, errors: check };
      const steps = stepsFor(state.values, state.isInternal);
      return { ...state, errors: {}, failure: null, step: steps[Math.min(steps.indexOf(state.step) + 1, steps.length - 1)] ?? "review" };
    }
    case "back": {
      if (state.busy || state.step === "form" || state.step === "done") return state;
      const steps = stepsFor(state.values, state.isInternal);
      return { ...state, failure: null, step: steps[Math.max(steps.indexOf(state.step) - 1, 0)] ?? "form" };
    }
    case "saving":
      return { ...state, busy: true, failure: null };
    case "saved":
      return { ...state, busy: false, result: action.result, step: "done" };
    case "failed":
      // the buttons stay disabled until "ready" (250 ms later, spec 2 §4)
      return { ...state, failure: action.message, errors: action.errors ?? state.errors };
    case "ready":
      return { ...state, busy: false };
    case "restart":
      return initialWizard(action.idempotencyKey, state.isInternal);
  }
}
