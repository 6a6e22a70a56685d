import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { machines } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { deleteStoredFile } from "@/lib/files/delete-stored-file";
import { removeStoredBytesQuietly } from "@/lib/files/remove-stored-bytes";
import { machineForActor } from "./machine-access";
import { machineImageKey } from "./machine-images";

/** Removes a machine with its service bookings and its image (403 for another customer's machine). */
export async function removeMachine(db: Db, opts: { actor: Actor; machineId: number; ctx?: ActionContext }) {
  const key = await db.transaction(async (tx) => {
    const { machine, customerNumber } = await machineForActor(tx, opts.actor, opts.machineId, { lock: true });
    await tx.delete(machines).where(eq(machines.id, machine.id));
    const imageKey = machineImageKey(machine.id, machine.imageUrl);
    if (imageKey) await deleteStoredFile(tx, imageKey);
    await logAction(
      tx,
      opts.actor,
      "machines.removed",
      { machineId: machine.id, serialNumber: machine.serialNumber },
      { ...opts.ctx, customerNumber },
    );
    return imageKey;
  });
  await removeStoredBytesQuietly(db, key);
  return { isRemoved: true as const };
}
