import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db";
import { customers, deliveryAddresses, deliveryAssurances } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireCustomerAccess } from "@/lib/auth/access";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { findVisiblePage } from "@/lib/pages/find-visible-page";
import type { Market } from "@/lib/market";

/** Where the page goes after a removal when the pageId names no page the user sees. */
export const PROFILE_PATH = "/mitt-foretag/profil";

/**
 * POST /api/handle-delivery-address/delete/{addressNumber}/{pageId} (spec 1 §7; decision 047):
 * removes a delivery address of the customer in play and answers the page to go back to. An
 * address an open delivery assurance (active, delivery date today or later) uses is refused (409
 * with a clear text); otherwise it is kept as history (active = false): past assurances still
 * point at it, the delivery fee calculator and new assurances no longer offer or accept it (the
 * database refuses a new assurance on a removed address, trigger in migration account-extra).
 * The address row is locked, so a concurrent new assurance waits and then is refused.
 */
export async function deleteDeliveryAddress(
  db: Db,
  opts: { actor: Actor; addressNumber: number; pageId: number; market: Market; ctx?: ActionContext },
): Promise<{ success: true; redirectUrl: string }> {
  const { actor } = opts;
  const customerNumber = actor.activeCustomerNumber;
  if (!customerNumber) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  await requireCustomerAccess(db, actor, customerNumber);
  await db.transaction(async (tx) => {
    const [address] = await tx
      .select({ id: deliveryAddresses.id, active: deliveryAddresses.active, name: deliveryAddresses.name })
      .from(deliveryAddresses)
      .innerJoin(customers, eq(customers.id, deliveryAddresses.customerId))
      .where(and(eq(deliveryAddresses.id, opts.addressNumber), eq(customers.customerNumber, customerNumber)))
      .for("update", { of: deliveryAddresses });
    // a missing, removed or another customer's address: 403 alike (nothing to probe), as elsewhere
    if (!address || !address.active) throw new AppError("FORBIDDEN", "accountAdmin.address.notFound");
    const [open] = await tx
      .select({ id: deliveryAssurances.id })
      .from(deliveryAssurances)
      .where(
        and(
          eq(deliveryAssurances.deliveryAddressId, address.id),
          eq(deliveryAssurances.status, "active"),
          gte(deliveryAssurances.deliveryDate, sql`current_date`),
        ),
      )
      .limit(1);
    if (open) throw new AppError("CONFLICT", "accountAdmin.address.inUse");
    await tx.update(deliveryAddresses).set({ active: false }).where(eq(deliveryAddresses.id, address.id));
    await logAction(tx, actor, "profile.deliveryAddress.deleted", { addressId: address.id, name: address.name }, opts.ctx);
  });
  const page = await findVisiblePage(db, { actor, market: opts.market, pageId: opts.pageId });
  return { success: true, redirectUrl: page?.path ?? PROFILE_PATH };
}
