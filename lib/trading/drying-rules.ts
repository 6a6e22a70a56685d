/**
 * The drying agreement's rules (spec 2 §4 "Drying wizard", §5 "Drying"), pure: one set for the
 * wizard's steps and the server's save (lib/trading/save-drying-agreement.ts).
 */
import { checkReceiverStep, type FormErrors } from "./agreement-rules";

/** Drying quantities, ton. */
export const DRYING_LIMITS = { min: 1, max: 5000 } as const;

export interface DryingFormValues {
  ProductItemId?: string;
  Warehouse?: string;
  CommitQuantity?: string;
  /** the terms checkbox of steps 2 and 3 */
  AcceptTerms?: boolean;
  /** internal users: a receiver from get-receivers-for-digital-signing, or the fields below */
  ReceiverId?: string;
  ReceiverName?: string;
  ReceiverEmail?: string;
  ReceiverMobilePhoneNumber?: string;
  ReceiverPersonalNumber?: string;
}

const blank = (v: string | undefined) => !v || !v.trim();

/** Step 1: crop, place and quantity (1–5000 t). */
export function checkDryingStep(f: DryingFormValues): FormErrors {
  const e: FormErrors = {};
  const add = (field: string, key: string, values?: Record<string, number>) => (e[field] ??= []).push({ key, values });
  if (blank(f.ProductItemId)) add("ProductItemId", "trading.form.productRequired");
  if (blank(f.Warehouse)) add("Warehouse", "trading.form.warehouseRequired");
  const q = (f.CommitQuantity ?? "").trim();
  if (!/^\d+$/.test(q)) add("CommitQuantity", q ? "trading.form.digitsOnly" : "trading.form.quantityRequired");
  else if (Number(q) < DRYING_LIMITS.min || Number(q) > DRYING_LIMITS.max)
    add("CommitQuantity", "trading.form.quantityRange", DRYING_LIMITS);
  return e;
}

/** Step 2a (internal only): a listed receiver, or one typed in with e-mail and personal number (mobile optional but valid). */
export function checkDryingReceiver(f: DryingFormValues, ctx: { isMobile: (v: string) => boolean }): FormErrors {
  return f.ReceiverId ? {} : checkReceiverStep(f, ctx);
}

/** The terms must be ticked before the buttons of steps 2 and 3 do anything. */
export function checkDryingTerms(f: DryingFormValues): FormErrors {
  return f.AcceptTerms ? {} : { AcceptTerms: [{ key: "trading.form.approvalRequired" }] };
}

/** The whole form, as the server checks it. */
export function checkDryingForm(f: DryingFormValues, opts: { isInternal: boolean; isMobile: (v: string) => boolean }): FormErrors {
  return {
    ...checkDryingStep(f),
    ...checkDryingTerms(f),
    ...(opts.isInternal ? checkDryingReceiver(f, opts) : {}),
  };
}
