import { route } from "@/lib/api/handler";
import { ZCustomerSearchRequest, ZCustomerSearchResponse } from "@/lib/time-booking/schemas";
import { searchCustomers } from "@/lib/time-booking/search-customers";

/**
 * Customer search (spec 1 §7): resourceGroupId, searchString, searchType, loadOrUnloadValue, customerSearchType,
 * token → { Customers: [{ CustomerNo, CustomerName, IsDemoCustomer }], Message ('Information saknas'), Warning ('Demokund') }.
 */
export const POST = route(
  { input: ZCustomerSearchRequest, area: { name: "logistics", level: "read" }, output: ZCustomerSearchResponse },
  ({ db, actor, market, input }) => searchCustomers(db, { actor, market, input }),
);
