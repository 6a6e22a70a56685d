import type { Actor } from "@/lib/auth/actor";
import type { RoleArea, RoleLevel } from "@/lib/customer-admin/permissions";

/**
 * What the delivery address calls need (decision 074): the customer in play, and write access to
 * its logistics area (a custom profile without it gets 403; owners and users have it).
 */
export const ADDRESS_ACCESS = {
  customer: (_input: unknown, actor: Actor) => actor.activeCustomerNumber,
  area: { name: "logistics" as RoleArea, level: "write" as RoleLevel },
};
