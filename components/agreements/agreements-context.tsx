"use client";

/**
 * What every part of My agreements needs to call the API: the customer chosen in the page's
 * dropdown (and whether it is a sub-customer: the "-subcustomer" call variants), the page id,
 * the market for formatting and the IsInternal page value for the `{isInternal}` path segment.
 * Calls go through the client data layer (lib/client/query.ts) under
 * ["customer", customerNumber, "agreements", …]: changing the customer changes every key, so the
 * previous customer's pending calls are aborted and the new customer's load.
 */
import { createContext, useContext } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { customerKey, useApiQuery, type ApiParams } from "@/lib/client/query";
import { subCustomerVariant } from "@/lib/customers/sub-customer-variant";
import { formatNumber, unitKey } from "@/lib/agreements/format";
import type { Market } from "@/lib/market";

export interface AgreementsContextValue {
  market: Market;
  pageId: number;
  customerNumber: string;
  isSubCustomer: boolean;
  /** the IsInternal page value ("1" for staff); the server decides what it shows */
  isInternalFlag: "0" | "1";
}

const Ctx = createContext<AgreementsContextValue | null>(null);
export const AgreementsContextProvider = Ctx.Provider;

export function useAgreements(): AgreementsContextValue {
  const v = useContext(Ctx);
  if (!v) throw new Error("useAgreements() needs <AgreementsContextProvider>");
  return v;
}

/**
 * One call of My agreements for the chosen customer: `what` names it in the key and in the console
 * log of a failure (spec 1 §8: "on failure only a console log"); `variant` picks the
 * "-subcustomer" path for a sub-customer.
 */
export function useAgreementsQuery<T>(
  what: string,
  path: string,
  params: ApiParams | null,
  opts: { variant?: boolean; method?: "GET" | "POST"; enabled?: boolean } = {},
) {
  const ctx = useAgreements();
  return useApiQuery<T>(customerKey(ctx.customerNumber, "agreements", what), opts.variant ? subCustomerVariant(path, ctx) : path, params, {
    method: opts.method,
    enabled: opts.enabled,
    log: `[agreements] ${what}`,
  });
}

/** "12,5 ton" (sv) / "12,5 t" (fi) and the like for other units. */
export function useQuantity() {
  const { t } = useTranslation();
  const { market } = useAgreements();
  return (value: number, unit = "ton") =>
    t("agreements.units.quantity", { value: formatNumber(value, market), unit: t(`agreements.units.${unitKey(unit)}`) });
}
