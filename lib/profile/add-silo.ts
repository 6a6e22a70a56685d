import "server-only";
import type { Db } from "@/db";
import { deliveryAddressSilos } from "@/db/schema";
import { pgCode } from "@/db/errors";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { lockOwnAddress } from "./address-access";
import { ZSiloForm } from "./address-schemas";
import { checkForm } from "./check-form";

/** Adds a silo (number required, accessibility 10, 18 or 24 m) to an address of the customer in play; a number twice → 409. */
export async function addSilo(
  db: Db,
  opts: { actor: Actor; input: { addressId: number; Number?: string | null; Accessibility?: string | number | null }; ctx?: ActionContext },
) {
  const silo = checkForm(ZSiloForm, opts.input);
  try {
    return await db.transaction(async (tx) => {
      const { customer, address } = await lockOwnAddress(tx, { actor: opts.actor, addressId: opts.input.addressId });
      const [row] = await tx
        .insert(deliveryAddressSilos)
        .values({ deliveryAddressId: address.id, number: silo.Number, accessibility: silo.Accessibility })
        .returning({ id: deliveryAddressSilos.id });
      await logAction(
        tx,
        opts.actor,
        "profile.silo.added",
        { addressId: address.id, number: silo.Number, accessibility: silo.Accessibility },
        { ...opts.ctx, customerNumber: customer.customerNumber },
      );
      return { success: true as const, id: row?.id ?? 0 };
    });
  } catch (e) {
    if (pgCode(e) === "23505") throw new AppError("CONFLICT", "profile.silo.duplicate", { fields: { Number: ["profile.silo.duplicate"] } });
    throw e;
  }
}
