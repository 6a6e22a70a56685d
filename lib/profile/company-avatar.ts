import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/db";
import { customerProfiles } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { requireCustomerManager } from "@/lib/customer-admin/manage-access";
import { deleteStoredFile } from "@/lib/files/delete-stored-file";
import { readImageUpload } from "@/lib/files/read-image-upload";
import { removeStoredBytesQuietly } from "@/lib/files/remove-stored-bytes";
import { saveStoredFile } from "@/lib/files/save-stored-file";
import { fileUrl, keyFromFileUrl } from "@/lib/integrations/storage";
import { DEFAULT_AVATAR_URL } from "./avatar-files";

const prefix = (customerId: number) => `avatars/customers/${customerId}/`;

function activeCustomer(actor: Actor): string {
  const n = actor.activeCustomerNumber;
  if (!n) throw new AppError("FORBIDDEN", "errors.noActiveCustomer");
  return n;
}

/**
 * The company avatar of the customer in play (spec 1 §7 "Avatars"): the same image rules and
 * replies as the user's avatar (lib/profile/upload-user-avatar.ts), stored under
 * avatars/customers/<id>/, registered public, in customer_profiles.avatar_url. Only an owner of
 * the customer (or staff acting for it) changes it (403 otherwise, decision 046).
 */
export async function uploadCompanyAvatar(db: Db, opts: { actor: Actor; file: Blob | null | undefined; ctx?: ActionContext }) {
  const customerNumber = activeCustomer(opts.actor);
  const { bytes, type, uploadedBytes } = await readImageUpload(opts.file);
  let key = "";
  let previousKey: string | null = null;
  try {
    previousKey = await db.transaction(async (tx) => {
      const customer = await requireCustomerManager(tx, { actor: opts.actor, customerNumber, lock: true });
      key = `${prefix(customer.id)}${randomBytes(16).toString("hex")}.${type.extension}`;
      const [current] = await tx
        .select({ avatarUrl: customerProfiles.avatarUrl })
        .from(customerProfiles)
        .where(eq(customerProfiles.customerId, customer.id));
      await saveStoredFile(tx, { key, bytes, contentType: type.contentType, ownerUserId: opts.actor.userId, visibility: "public" });
      await tx
        .insert(customerProfiles)
        .values({ customerId: customer.id, avatarUrl: fileUrl(key) })
        .onConflictDoUpdate({ target: customerProfiles.customerId, set: { avatarUrl: fileUrl(key), updatedAt: new Date() } });
      const prevKey = keyFromFileUrl(current?.avatarUrl);
      const previous = prevKey?.startsWith(prefix(customer.id)) ? prevKey : null;
      if (previous) await deleteStoredFile(tx, previous);
      await logAction(
        tx,
        opts.actor,
        "profile.companyAvatar.uploaded",
        { key, contentType: type.contentType, bytes: bytes.byteLength, uploadedBytes, previous: current?.avatarUrl ?? null },
        { ...opts.ctx, customerNumber },
      );
      return previous;
    });
  } catch (e) {
    if (key) await removeStoredBytesQuietly(db, key);
    throw e;
  }
  await removeStoredBytesQuietly(db, previousKey);
  return { imageUrl: fileUrl(key) };
}

/** Removes the company avatar of the customer in play; the reply carries the default image. */
export async function deleteCompanyAvatar(db: Db, opts: { actor: Actor; ctx?: ActionContext }) {
  const customerNumber = activeCustomer(opts.actor);
  const previousKey = await db.transaction(async (tx) => {
    const customer = await requireCustomerManager(tx, { actor: opts.actor, customerNumber, lock: true });
    const [current] = await tx
      .select({ avatarUrl: customerProfiles.avatarUrl })
      .from(customerProfiles)
      .where(eq(customerProfiles.customerId, customer.id));
    if (!current?.avatarUrl) return null;
    await tx.update(customerProfiles).set({ avatarUrl: null, updatedAt: new Date() }).where(eq(customerProfiles.customerId, customer.id));
    const k = keyFromFileUrl(current.avatarUrl);
    const key = k?.startsWith(prefix(customer.id)) ? k : null;
    if (key) await deleteStoredFile(tx, key);
    await logAction(tx, opts.actor, "profile.companyAvatar.deleted", { previous: current.avatarUrl }, { ...opts.ctx, customerNumber });
    return key;
  });
  await removeStoredBytesQuietly(db, previousKey);
  return { imageUrl: DEFAULT_AVATAR_URL };
}
