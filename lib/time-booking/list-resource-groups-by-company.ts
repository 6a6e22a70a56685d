/**
 * resourceGroupsByCompany (spec 1 §7): company → the resource groups of that company's (market's)
 * active facilities, both directions unless `loading` narrows them. Reference data: any
 * signed-in user.
 */
import type { DbOrTx } from "@/db";
import { toResourceGroupDto, type ResourceGroupDto } from "./booking-dto";
import { listResourceGroups } from "./list-resource-groups";
import type { TResourceGroupsByCompanyRequest } from "./schemas";

export async function listResourceGroupsByCompany(
  db: DbOrTx,
  { input }: { input: TResourceGroupsByCompanyRequest },
): Promise<{ Resource: ResourceGroupDto[] }> {
  const groups = await listResourceGroups(db, { market: input.company, loading: input.loading });
  return { Resource: groups.map((g) => toResourceGroupDto(g, false)) };
}
