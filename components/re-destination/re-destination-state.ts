/**
 * The re-destination flow as one reducer (pure): search → select lines → step one (new warehouse,
 * date, lorry type) → review → receipt. The calls and dialogs are in re-destination-view.tsx.
 */
import type {
  ReDestinationReceipt,
  ReDestinationReview,
  ReDestinationSearchReply,
  TReDestinationSearchRequest,
  TReDestinationStepOne,
} from "@/lib/re-destination/schemas";

export type ReDestinationStep = "search" | "stepOne" | "review" | "receipt";
export const STEP_INDEX: Record<ReDestinationStep, number> = { search: 0, stepOne: 1, review: 2, receipt: 3 };

export interface ReDestinationState {
  step: ReDestinationStep;
  query: TReDestinationSearchRequest | null;
  result: ReDestinationSearchReply | null;
  selected: ReadonlySet<number>;
  stepOne: TReDestinationStepOne | null;
  review: ReDestinationReview | null;
  receipt: ReDestinationReceipt | null;
  busy: boolean;
  error: string | null;
}

export type ReDestinationAction =
  | { type: "busy" }
  | { type: "idle" }
  | { type: "error"; error: string | null }
  | { type: "found"; query: TReDestinationSearchRequest; result: ReDestinationSearchReply; keep?: ReadonlySet<number> }
  | { type: "toggle"; lineId: number }
  | { type: "selectAll"; on: boolean }
  | { type: "reviewed"; stepOne: TReDestinationStepOne; review: ReDestinationReview }
  | { type: "applied"; receipt: ReDestinationReceipt }
  | { type: "go"; step: ReDestinationStep }
  | { type: "newSearch" };

export const initialReDestination: ReDestinationState = {
  step: "search",
  query: null,
  result: null,
  selected: new Set(),
  stepOne: null,
  review: null,
  receipt: null,
  busy: false,
  error: null,
};

export function reDestinationReducer(s: ReDestinationState, a: ReDestinationAction): ReDestinationState {
  switch (a.type) {
    case "busy":
      return { ...s, busy: true, error: null };
    case "idle":
      return { ...s, busy: false };
    case "error":
      return { ...s, error: a.error };
    case "found": {
      // a new search keeps only the ticked lines that are still listed
      const ids = new Set(a.result.lines.map((l) => l.lineId));
      return { ...s, query: a.query, result: a.result, selected: new Set([...(a.keep ?? [])].filter((id) => ids.has(id))), step: "search" };
    }
    case "toggle": {
      const next = new Set(s.selected);
      if (next.has(a.lineId)) next.delete(a.lineId);
      else next.add(a.lineId);
      return { ...s, selected: next };
    }
    case "selectAll":
      return { ...s, selected: a.on ? new Set((s.result?.lines ?? []).map((l) => l.lineId)) : new Set() };
    case "reviewed":
      return { ...s, stepOne: a.stepOne, review: a.review, step: "review" };
    case "applied":
      return { ...s, receipt: a.receipt, step: "receipt" };
    case "go":
      return { ...s, step: a.step, ...(a.step === "stepOne" ? { error: null } : {}) };
    case "newSearch":
      // with an earlier search, the receipt stays until that search has been run again
      return { ...s, receipt: null, review: null, stepOne: null, selected: new Set(), step: s.query ? s.step : "search" };
  }
}

/** The ticked lines with the version the user saw (the server refuses a line changed since). */
export function chosenLines(s: Pick<ReDestinationState, "result" | "selected">): { lineId: number; version: string }[] {
  return (s.result?.lines ?? []).filter((l) => s.selected.has(l.lineId)).map((l) => ({ lineId: l.lineId, version: l.version }));
}
