import { route } from "@/lib/api/handler";
import { ZSearchCustomersRequest, ZSearchCustomersResponse } from "@/lib/customers/schemas";
import { searchCustomers } from "@/lib/customers/search-customers";

/**
 * The internal header's search form: { searchBy: customerNumber|name|organisationNumber,
 * searchKey, market?: se|fi|all } → { items: CustomerSummary[] } (at most 50; default: this market).
 */
export const POST = route(
  { roles: ["internal"], input: ZSearchCustomersRequest, output: ZSearchCustomersResponse },
  async ({ db, actor, input, market }) => {
    const items = await searchCustomers(db, {
      actor,
      searchBy: input.searchBy,
      searchKey: input.searchKey,
      market: input.market === "all" ? null : (input.market ?? market),
    });
    return { items };
  },
);
