import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { OverviewVariant } from "./constants";

/**
 * Who may use a price overview (spec 3; issue 4 part 6): the regular one everyone (signed out
 * without favourites); the reseller overview reseller users (a reseller admin is a reseller
 * too); the reseller admin overview reseller admins only. Internal staff get no reseller views:
 * the reseller role belongs to the user, not to the customer they act for. 403 otherwise.
 */
export function requireOverviewAccess(actor: Actor | null, variant: OverviewVariant): void {
  if (variant === "overview") return;
  if (!actor) throw new AppError("UNAUTHORIZED");
  const ok = variant === "reseller" ? actor.roles.reseller || actor.roles.resellerAdmin : actor.roles.resellerAdmin;
  if (!ok) throw new AppError("FORBIDDEN");
}

/** The same rule as a yes/no, for pages and menus. */
export function canUseOverview(actor: Actor | null, variant: OverviewVariant): boolean {
  try {
    requireOverviewAccess(actor, variant);
    return true;
  } catch {
    return false;
  }
}
