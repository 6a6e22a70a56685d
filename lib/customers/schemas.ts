import { z } from "zod";

const CUSTOMER_NUMBER = /^[0-9]{1,12}$/;

/** Customer switcher: the customer-number form's hidden new-customer-number field (spec 1 §2). */
export const ZSetActiveCustomerRequest = z.object({
  newCustomerNumber: z.string({ error: "shell.customer.invalidNumber" }).trim().regex(CUSTOMER_NUMBER, { error: "shell.customer.invalidNumber" }),
  /** where a plain form submission is sent back to (a path on this site) */
  returnTo: z.string().optional(),
});
export type TSetActiveCustomerRequest = z.infer<typeof ZSetActiveCustomerRequest>;

export const SEARCH_BY = ["customerNumber", "name", "organisationNumber"] as const;
export type TSearchBy = (typeof SEARCH_BY)[number];
export const SEARCH_LIMIT = 50;

/** Internal header search (spec 1 §2): search option, search key, optionally another market. */
export const ZSearchCustomersRequest = z.object({
  searchBy: z.enum(SEARCH_BY, { error: "shell.internal.invalidSearchBy" }),
  searchKey: z.string({ error: "shell.internal.searchKeyRequired" }).trim().min(1, { error: "shell.internal.searchKeyRequired" }).max(100, { error: "shell.internal.searchKeyTooLong" }),
  /** "se" | "fi" limits to that market, "all" searches both; default: the request's market */
  market: z.enum(["se", "fi", "all"]).optional(),
});
export type TSearchCustomersRequest = z.infer<typeof ZSearchCustomersRequest>;

export const ZCustomerNumberRequest = z.object({
  customerNumber: z.string({ error: "shell.customer.invalidNumber" }).trim().regex(CUSTOMER_NUMBER, { error: "shell.customer.invalidNumber" }),
});
export type TCustomerNumberRequest = z.infer<typeof ZCustomerNumberRequest>;

/** One customer as shown in the switcher, the search results and the customer popup. */
export interface CustomerSummary {
  customerNumber: string;
  name: string;
  organisationNumber: string | null;
  city: string | null;
  market: string;
  active: boolean;
  isSubCustomer: boolean;
  parentCustomerNumber: string | null;
}

export interface SetActiveCustomerResponse {
  success: true;
  activeCustomerNumber: string;
  isSubCustomer: boolean;
  parentCustomerNumber: string | null;
}

/** Only a path on this site: "/x", never "//host" or "https://…" (no open redirect). */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}
