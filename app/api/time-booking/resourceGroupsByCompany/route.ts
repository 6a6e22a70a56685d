import { route } from "@/lib/api/handler";
import { listResourceGroupsByCompany } from "@/lib/time-booking/list-resource-groups-by-company";
import { ZResourceGroupsByCompanyRequest, ZResourceGroupsResponse } from "@/lib/time-booking/schemas";

/** The resource groups of a company's (market's) facilities (spec 1 §7): company ("se" | "fi"), loading → { Resource }. */
export const POST = route({ input: ZResourceGroupsByCompanyRequest, output: ZResourceGroupsResponse }, ({ db, input }) =>
  listResourceGroupsByCompany(db, { input }),
);
