/**
 * Who may use the Finnish agro desk (spec 4 §1; issues 15 and 16). One guard for all its calls:
 * - only on the Finnish site (a call to the Swedish host answers 403);
 * - "user": any signed-in user of the Finnish site (farmers read documents, news, their own forms);
 * - "store": retail store staff (`roles.store`) or agro admins;
 * - "admin": agro admins only.
 * Row-level rules (a store's own forms, a farmer's own machines) stay in each area.
 */
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";

export type AgroDeskNeed = "user" | "store" | "admin";

export const isAgroAdmin = (actor: Actor): boolean => actor.roles.agroAdmin;
export const isStoreStaff = (actor: Actor): boolean => actor.roles.store || actor.roles.agroAdmin;

export function requireAgroDesk(market: Market, actor: Actor, need: AgroDeskNeed = "user"): void {
  if (market !== "fi") throw new AppError("FORBIDDEN", "agrodesk.errors.finnishOnly");
  if (need === "store" && !isStoreStaff(actor)) throw new AppError("FORBIDDEN", "agrodesk.errors.storeOnly");
  if (need === "admin" && !isAgroAdmin(actor)) throw new AppError("FORBIDDEN", "agrodesk.errors.adminOnly");
}
