/** Sub-customer calls (spec 3 §3 "Sub-customer", §7 "Sub-customers"; issue 12 item 10). */
import { z } from "zod";
import { customerNumber } from "@/lib/validation/customer-number";

export const SUB_CUSTOMER_SORT_KEYS = ["IsActive", "CustomerNr", "CustomerName"] as const;
export const SUB_CUSTOMER_PAGE_SIZE = 10;

const bool = z.union([
  z.boolean(),
  z.enum(["true", "false", "1", "0", "True", "False"]).transform((v) => v === "true" || v === "1" || v === "True"),
]);

export const ZSortSubCustomersRequest = z.object({
  sortIndex: z.enum(SUB_CUSTOMER_SORT_KEYS).default("CustomerNr"),
  pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  sortOrder: z.enum(["asc", "desc"]).default("asc"),
});
export const ZSubCustomer = z.object({ OrganisationName: z.string(), CustomerNo: z.string(), IsActiveSubCustomer: z.boolean() });
export const ZSortSubCustomersResponse = z.object({
  SubCustomer: z.array(ZSubCustomer),
  pageIndex: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

export const ZAuthSubCustomerRequest = z.object({
  subCustomerNumber: customerNumber(),
  /** the state asked for: true = active (the parent's users may work as it) */
  isAuthenticated: bool,
  /** false: only read the current state */
  changeAuth: bool.default(true),
});
/** '1' when the sub-customer is active after the call, '0' when not (spec 3 §7). */
export const ZAuthSubCustomerResponse = z.enum(["1", "0"]);
