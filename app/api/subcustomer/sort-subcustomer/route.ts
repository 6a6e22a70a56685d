import { route } from "@/lib/api/handler";
import { ZSortSubCustomersRequest, ZSortSubCustomersResponse } from "@/lib/sub-customers/schemas";
import { sortSubCustomers } from "@/lib/sub-customers/sort-sub-customers";

/** POST /api/subcustomer/sort-subcustomer (spec 3 §7): form sortIndex, pageIndex, sortOrder → the SubCustomer list. */
export const POST = route({ input: ZSortSubCustomersRequest, output: ZSortSubCustomersResponse }, ({ db, actor, input }) =>
  sortSubCustomers(db, { actor, ...input }),
);
