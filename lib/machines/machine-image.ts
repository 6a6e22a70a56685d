import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { machines } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { deleteStoredFile } from "@/lib/files/delete-stored-file";
import { readImageUpload } from "@/lib/files/read-image-upload";
import { removeStoredBytesQuietly } from "@/lib/files/remove-stored-bytes";
import { saveStoredFile } from "@/lib/files/save-stored-file";
import { fileUrl } from "@/lib/integrations/storage";
import type { Market } from "@/lib/market";
import { DEFAULT_MACHINE_IMAGE } from "./list-machines";
import { machineForActor } from "./machine-access";
import { machineImageKey, newMachineImageKey } from "./machine-images";

/**
 * Sets a machine's image (spec 1 §7 "Avatars", machine): the same rules as the user's avatar
 * (decision 020: JPEG/PNG by content, ≤ 10 MB, re-encoded without metadata, registered with the
 * change, previous image unregistered), but a `customer` file of the machine's customer.
 */
export async function uploadMachineImage(
  db: Db,
  opts: { actor: Actor; market: Market; machineId: number; file: Blob | null | undefined; ctx?: ActionContext },
): Promise<{ imageUrl: string }> {
  // access first: another customer's machine is a 403 before the image is even read
  await machineForActor(db, opts.actor, opts.machineId);
  const { bytes, type, uploadedBytes } = await readImageUpload(opts.file);
  const key = newMachineImageKey(opts.machineId, type);
  const imageUrl = fileUrl(key);
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const { machine, customerNumber, market } = await machineForActor(tx, opts.actor, opts.machineId, { lock: true });
      await saveStoredFile(tx, {
        key,
        bytes,
        contentType: type.contentType,
        ownerUserId: opts.actor.userId,
        visibility: "customer",
        customerNumber,
        market: market as Market,
      });
      await tx.update(machines).set({ imageUrl }).where(eq(machines.id, machine.id));
      const old = machineImageKey(machine.id, machine.imageUrl);
      if (old) await deleteStoredFile(tx, old);
      await logAction(
        tx,
        opts.actor,
        "machines.image.uploaded",
        { machineId: machine.id, key, bytes: bytes.byteLength, uploadedBytes, previous: machine.imageUrl },
        { ...opts.ctx, customerNumber },
      );
      return old;
    });
  } catch (e) {
    await removeStoredBytesQuietly(db, key);
    throw e;
  }
  await removeStoredBytesQuietly(db, previous);
  return { imageUrl };
}

/** Removes a machine's image; the reply carries the default picture. */
export async function deleteMachineImage(
  db: Db,
  opts: { actor: Actor; machineId: number; ctx?: ActionContext },
): Promise<{ imageUrl: string }> {
  const key = await db.transaction(async (tx) => {
    const { machine, customerNumber } = await machineForActor(tx, opts.actor, opts.machineId, { lock: true });
    if (machine.imageUrl === null) return null;
    await tx.update(machines).set({ imageUrl: null }).where(eq(machines.id, machine.id));
    const old = machineImageKey(machine.id, machine.imageUrl);
    if (old) await deleteStoredFile(tx, old);
    await logAction(
      tx,
      opts.actor,
      "machines.image.deleted",
      { machineId: machine.id, previous: machine.imageUrl },
      { ...opts.ctx, customerNumber },
    );
    return old;
  });
  await removeStoredBytesQuietly(db, key);
  return { imageUrl: DEFAULT_MACHINE_IMAGE };
}
