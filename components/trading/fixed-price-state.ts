/**
 * The fixed price page's state (spec 2 §4 "Fixed price", §5; decision 065): one pure reducer.
 * Steps: lines → header (call-off number, designation, dates) → receiver (staff) → review → done.
 * The lines and header are kept in browser storage per customer until the agreement is saved.
 */
import type { FormErrors } from "@/lib/trading/agreement-rules";
import {
  checkDates,
  checkHeader,
  checkLine,
  digitsOnly,
  normalizeCallOff,
  normalizeDesignation,
  type LineLimits,
} from "@/lib/trading/fixed-price-rules";

export type FixedPriceStep = "lines" | "header" | "receiver" | "review" | "done";

export interface FixedPriceLine {
  articleNr: string;
  articleName: string;
  defaultPrice: number;
  customerPrice: number;
  manualDiscount: string;
  termSupplement: string;
  CommitQuantity: string;
  limits: LineLimits;
}

export interface FixedPriceHeader {
  callOffAgreementNr: string;
  designation: string;
  fromDate: string;
  endDate: string;
  /** months categories: how many whole months */
  months: string;
}

export interface ReceiverValues {
  ReceiverId?: string;
  ReceiverName?: string;
  ReceiverEmail?: string;
  ReceiverMobilePhoneNumber?: string;
  ReceiverPersonalNumber?: string;
}

export interface FixedPriceState {
  step: FixedPriceStep;
  categoryCode: number | null;
  lines: FixedPriceLine[];
  /** the article whose line is in the editor (its add button is then save and cancel) */
  editing: string | null;
  /** rows fading out (1.5 s) before they go */
  removing: string[];
  header: FixedPriceHeader;
  receiver: ReceiverValues;
  errors: FormErrors;
  busy: boolean;
  failure: string | null;
  idempotencyKey: string;
  isInternal: boolean;
  result: { agreementNumber: string; signingUrl: string | null } | null;
}

export type FixedPriceAction =
  | { type: "hydrate"; stored: StoredFixedPrice }
  | { type: "category"; code: number | null }
  | { type: "addLine"; line: FixedPriceLine }
  | { type: "edit"; articleNr: string | null }
  | { type: "saveLine"; line: FixedPriceLine }
  | { type: "removeStart"; articleNr: string }
  | { type: "removeEnd"; articleNr: string }
  | { type: "header"; field: keyof FixedPriceHeader; value: string }
  | { type: "receiver"; field: keyof ReceiverValues; value: string }
  | { type: "next"; today: string; endMode: "date" | "months"; isMobileOk?: boolean }
  | { type: "back" }
  | { type: "errors"; errors: FormErrors }
  | { type: "saving" }
  | { type: "saved"; result: NonNullable<FixedPriceState["result"]> }
  | { type: "failed"; message: string; errors?: FormErrors }
  | { type: "ready" }
  | { type: "restart"; idempotencyKey: string };

export const REMOVE_FADE_MS = 1500;

export const emptyHeader = (): FixedPriceHeader => ({ callOffAgreementNr: "", designation: "", fromDate: "", endDate: "", months: "12" });

export function initialFixedPrice(idempotencyKey: string, isInternal: boolean, stored?: Partial<StoredFixedPrice> | null): FixedPriceState {
  return {
    step: "lines",
    categoryCode: stored?.categoryCode ?? null,
    lines: stored?.lines ?? [],
    editing: null,
    removing: [],
    header: { ...emptyHeader(), ...(stored?.header ?? {}) },
    receiver: {},
    errors: {},
    busy: false,
    failure: null,
    idempotencyKey,
    isInternal,
    result: null,
  };
}

export const stepsOf = (isInternal: boolean): FixedPriceStep[] =>
  isInternal ? ["lines", "header", "receiver", "review", "done"] : ["lines", "header", "review", "done"];

/** A line's own check (quantity, discount and supplement within its limits). */
export const lineErrors = (l: FixedPriceLine): FormErrors =>
  checkLine({ quantity: l.CommitQuantity, manualDiscount: l.manualDiscount, termSupplement: l.termSupplement }, l.limits);

function stepErrors(s: FixedPriceState, a: Extract<FixedPriceAction, { type: "next" }>): FormErrors {
  if (s.step === "lines") {
    if (!s.lines.length) return { agreementsLines: [{ key: "fixedPrice.errors.noLines" }] };
    const e: FormErrors = {};
    s.lines.forEach((l) => Object.entries(lineErrors(l)).forEach(([f, list]) => (e[`${l.articleNr}.${f}`] = list)));
    return e;
  }
  if (s.step === "header") return { ...checkHeader(s.header), ...checkDates(s.header, { today: a.today, endMode: a.endMode }) };
  return {};
}

export function fixedPriceReducer(s: FixedPriceState, a: FixedPriceAction): FixedPriceState {
  switch (a.type) {
    case "hydrate":
      // only an untouched page takes what the browser kept
      return s.lines.length || s.categoryCode !== null
        ? s
        : { ...s, categoryCode: a.stored.categoryCode, lines: a.stored.lines, header: { ...emptyHeader(), ...a.stored.header } };
    case "category":
      // another category starts over: its articles, limits and end dates differ
      return a.code === s.categoryCode ? s : { ...s, categoryCode: a.code, lines: [], editing: null, errors: {} };
    case "addLine":
      if (s.lines.some((l) => l.articleNr === a.line.articleNr))
        return { ...s, errors: { article: [{ key: "fixedPrice.errors.articleTwice" }] } };
      return { ...s, lines: [...s.lines, a.line], errors: {} };
    case "edit":
      return { ...s, editing: a.articleNr, errors: {} };
    case "saveLine":
      return { ...s, lines: s.lines.map((l) => (l.articleNr === a.line.articleNr ? a.line : l)), editing: null, errors: {} };
    case "removeStart":
      return s.removing.includes(a.articleNr)
        ? s
        : { ...s, removing: [...s.removing, a.articleNr], editing: s.editing === a.articleNr ? null : s.editing };
    case "removeEnd":
      return { ...s, lines: s.lines.filter((l) => l.articleNr !== a.articleNr), removing: s.removing.filter((r) => r !== a.articleNr) };
    case "header": {
      const value =
        a.field === "callOffAgreementNr" ? normalizeCallOff(a.value) : a.field === "designation" ? normalizeDesignation(a.value) : a.value;
      const errors = { ...s.errors };
      delete errors[a.field];
      return { ...s, header: { ...s.header, [a.field]: value }, errors };
    }
    case "receiver": {
      const errors = { ...s.errors };
      delete errors[a.field];
      return { ...s, receiver: { ...s.receiver, [a.field]: a.value }, errors };
    }
    case "next": {
      const errors = stepErrors(s, a);
      if (Object.keys(errors).length) return { ...s, errors };
      const steps = stepsOf(s.isInternal);
      return { ...s, step: steps[steps.indexOf(s.step) + 1] ?? s.step, errors: {}, failure: null };
    }
    case "back": {
      const steps = stepsOf(s.isInternal);
      return { ...s, step: steps[Math.max(0, steps.indexOf(s.step) - 1)] ?? "lines", errors: {}, failure: null };
    }
    case "errors":
      return { ...s, errors: a.errors };
    case "saving":
      return { ...s, busy: true, failure: null };
    case "saved":
      return { ...s, busy: false, step: "done", result: a.result };
    case "failed":
      return { ...s, failure: a.message, errors: a.errors ?? s.errors };
    case "ready":
      return { ...s, busy: false };
    case "restart":
      return initialFixedPrice(a.idempotencyKey, s.isInternal, { categoryCode: s.categoryCode });
  }
}

/** What browser storage keeps between visits (until saved). */
export interface StoredFixedPrice {
  categoryCode: number | null;
  lines: FixedPriceLine[];
  header: FixedPriceHeader;
}

export const storageKey = (customerNumber: string) => `fixed-price:${customerNumber}`;

export function readStored(raw: string | null): StoredFixedPrice | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as StoredFixedPrice;
    if (!Array.isArray(v.lines)) return null;
    return v;
  } catch {
    return null;
  }
}

/** Quantity key input strips non-digits. */
export const quantityInput = digitsOnly;
