import { z } from "zod";

const CUSTOMER_NUMBER = /^[0-9]{1,12}$/;

/** Customer switcher: the customer-number form's hidden new-customer-number field (spec 1 §2). */
export const ZSetActiveCustomerRequest = z.object({
  newCustomerNumber: z
    .string({ error: "shell.customer.invalidNumber" })
    .trim()
    .regex(CUSTOMER_NUMBER, { error: "shell.customer.invalidNumber" }),
  /** where a plain form submission is sent back to (a path on this site) */
  returnTo: z.string().optional(),
});
export type TSetActiveCustomerRequest = z.infer<typeof ZSetActiveCustomerRequest>;

import { SEARCH_BY, SEARCH_LIMIT } from "./constants";

export { SEARCH_BY, SEARCH_LIMIT };
export type { TSearchBy } from "./constants";

/** Internal header search (spec 1 §2): search option, search key, optionally another market. */
export const ZSearchCustomersRequest = z.object({
  searchBy: z.enum(SEARCH_BY, { error: "shell.internal.invalidSearchBy" }),
  searchKey: z
    .string({ error: "shell.internal.searchKeyRequired" })
    .trim()
    .min(1, { error: "shell.internal.searchKeyRequired" })
    .max(100, { error: "shell.internal.searchKeyTooLong" }),
  /** "se" | "fi" limits to that market, "all" searches both; default: the request's market */
  market: z.enum(["se", "fi", "all"]).optional(),
});
export type TSearchCustomersRequest = z.infer<typeof ZSearchCustomersRequest>;

export const ZCustomerNumberRequest = z.object({
  customerNumber: z
    .string({ error: "shell.customer.invalidNumber" })
    .trim()
    .regex(CUSTOMER_NUMBER, { error: "shell.customer.invalidNumber" }),
});
export type TCustomerNumberRequest = z.infer<typeof ZCustomerNumberRequest>;

/** One customer as shown in the switcher, the search results and the customer popup. */
export const ZCustomerSummary = z.object({
  customerNumber: z.string(),
  name: z.string(),
  organisationNumber: z.string().nullable(),
  city: z.string().nullable(),
  market: z.string(),
  active: z.boolean(),
  isSubCustomer: z.boolean(),
  parentCustomerNumber: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof ZCustomerSummary>;

export const ZSetActiveCustomerResponse = z.object({
  success: z.literal(true),
  activeCustomerNumber: z.string(),
  isSubCustomer: z.boolean(),
  parentCustomerNumber: z.string().nullable(),
});
export type SetActiveCustomerResponse = z.infer<typeof ZSetActiveCustomerResponse>;

/** The internal header's search: at most SEARCH_LIMIT customers. */
export const ZSearchCustomersResponse = z.object({ items: z.array(ZCustomerSummary) });

/** Staff start acting for a customer. */
export const ZStartCustomerSessionResponse = z.object({ success: z.literal(true), customerNumber: z.string(), name: z.string() });

/** Staff end the customer session: the spec's reply is the bare value `true`. */
export const ZCloseCustomerSessionResponse = z.literal(true);

/** A C0 control character (U+0000–U+001F) or DEL. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c <= 0x1f || c === 0x7f) return true;
  }
  return false;
}

/** Only a path on this site: "/x", never "//host" or "https://…" (no open redirect). */
export function safeReturnPath(value: string | null | undefined): string {
  // Browsers drop tabs and newlines from URLs and read "\\" as "/": "/\t/evil.example" is
  // "//evil.example". Refuse control characters and backslashes outright, then require that
  // the path resolves on our own origin.
  if (!value || !value.startsWith("/") || value.includes("\\") || hasControlCharacter(value)) return "/";
  const base = "http://portal.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return "/";
  }
  if (url.origin !== base) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
