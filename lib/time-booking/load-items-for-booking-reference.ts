/**
 * loadItemsOnResourceGroupForBookingReference (spec 1 §7): as loadItemsOnResourceGroup, but for
 * an order only the articles of its lines are offered, and the sort is not ignored when a line
 * prescribes one. The reference is scope-checked (403 for another customer's order for external
 * users); an unknown reference gives 404 'Referens kunde ej hittas.'.
 */
import type { DbOrTx } from "@/db";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { findBookingReference, REFERENCE_TYPE } from "./booking-reference";
import { loadItems, loadVehicles, reservationStops, type LoadItemsReply } from "./load-items-on-resource-group";
import { loadResourceGroup } from "./load-resource-group";
import { TB } from "./messages";
import type { TLoadItemsOnResourceGroupForBookingReferenceRequest } from "./schemas";

export async function loadItemsForBookingReference(
  db: DbOrTx,
  {
    actor,
    market,
    input,
    now = new Date(),
  }: { actor: Actor; market: Market; input: TLoadItemsOnResourceGroupForBookingReferenceRequest; now?: Date },
): Promise<LoadItemsReply> {
  const found = await findBookingReference(db, actor, market, input.referenceType, input.bookingReference);
  if (!found) throw new AppError("NOT_FOUND", TB.referenceNotFound);
  const group = await loadResourceGroup(db, input.resourceGroupId, market);
  const loading = input.referenceType === REFERENCE_TYPE.purchaseOrder ? false : (input.loading ?? group.isLoading);
  const lines = found.type === "order" ? found.lines : [];
  const itemNumbers =
    found.type === "order" ? [...new Set(lines.map((l) => l.itemNumber).filter((n): n is string => Boolean(n)))] : undefined;
  return {
    Vehicles: await loadVehicles(db, group.market),
    ReservationStops: reservationStops(group, now),
    Items: await loadItems(db, group.market, { loading, itemNumbers: itemNumbers?.length ? itemNumbers : undefined }),
    IgnoreSort: !lines.some((l) => l.sort),
  };
}
