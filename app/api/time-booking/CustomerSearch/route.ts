import { route } from "@/lib/api/handler";
import { ZCustomerSearchRequest } from "@/lib/time-booking/schemas";
import { searchCustomers } from "@/lib/time-booking/search-customers";
import { translateReply } from "@/lib/time-booking/translate-reply";

/**
 * Customer search (spec 1 §7): resourceGroupId, searchString, searchType, loadOrUnloadValue, customerSearchType,
 * token → { Customers: [{ CustomerNo, CustomerName, IsDemoCustomer }], Message ('Information saknas'), Warning ('Demokund') }.
 */
export const POST = route({ input: ZCustomerSearchRequest }, async ({ db, actor, input, t }) => translateReply(t, await searchCustomers(db, { actor, input })));
