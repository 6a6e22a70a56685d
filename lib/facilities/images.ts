/**
 * Facility and contact-person images (spec 3 §7 upload-/delete-facility-opening-hours-image,
 * -facility-information-image, -contact-person-image): the foundation's image rules (decision 020:
 * JPEG/PNG by content, ≤ 10 MB, re-encoded without metadata) and storage, registered as `public`
 * files (the facility's public page shows them to any signed-in user), one key per upload under
 * "facilities/<id>/" or "contact-persons/<id>/", the previous file unregistered in the same change.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db";
import { contactPersons, facilities } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { deleteStoredFile } from "@/lib/files/delete-stored-file";
import type { ImageType } from "@/lib/files/image";
import { readImageUpload } from "@/lib/files/read-image-upload";
import { removeStoredBytesQuietly } from "@/lib/files/remove-stored-bytes";
import { saveStoredFile } from "@/lib/files/save-stored-file";
import { fileUrl, keyFromFileUrl } from "@/lib/integrations/storage";
import type { Market } from "@/lib/market";
import { contactPersonInMarket, facilityInMarket } from "./access";

export type ImageOwner = "facility" | "contact-person";

const prefix = (owner: ImageOwner, id: number) => `${owner === "facility" ? "facilities" : "contact-persons"}/${id}/`;
const newKey = (owner: ImageOwner, id: number, type: ImageType) =>
  `${prefix(owner, id)}${randomBytes(16).toString("hex")}.${type.extension}`;

/** The stored file behind an image URL, when it is that owner's own. */
export function ownImageKey(owner: ImageOwner, id: number, url: string | null | undefined): string | null {
  const key = keyFromFileUrl(url);
  return key?.startsWith(prefix(owner, id)) ? key : null;
}

async function current(db: DbOrTx, market: Market, owner: ImageOwner, id: number, lock = false) {
  if (owner === "facility") return (await facilityInMarket(db, market, id, { lock })).imageUrl;
  return (await contactPersonInMarket(db, market, id, { lock })).imageUrl;
}

async function setUrl(db: DbOrTx, owner: ImageOwner, id: number, url: string | null) {
  if (owner === "facility") await db.update(facilities).set({ imageUrl: url }).where(eq(facilities.id, id));
  else await db.update(contactPersons).set({ imageUrl: url }).where(eq(contactPersons.id, id));
}

export async function uploadImage(
  db: Db,
  opts: { actor: Actor; market: Market; owner: ImageOwner; id: number; file: Blob | null | undefined; ctx?: ActionContext },
): Promise<{ imageUrl: string }> {
  await current(db, opts.market, opts.owner, opts.id);
  const { bytes, type, uploadedBytes } = await readImageUpload(opts.file);
  const key = newKey(opts.owner, opts.id, type);
  const imageUrl = fileUrl(key);
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const before = await current(tx, opts.market, opts.owner, opts.id, true);
      await saveStoredFile(tx, {
        key,
        bytes,
        contentType: type.contentType,
        ownerUserId: opts.actor.userId,
        visibility: "public",
        market: opts.market,
      });
      await setUrl(tx, opts.owner, opts.id, imageUrl);
      const old = ownImageKey(opts.owner, opts.id, before);
      if (old) await deleteStoredFile(tx, old);
      await logAction(
        tx,
        opts.actor,
        `facilities.image.uploaded`,
        { owner: opts.owner, id: opts.id, key, bytes: bytes.byteLength, uploadedBytes },
        opts.ctx,
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

export async function deleteImage(
  db: Db,
  opts: { actor: Actor; market: Market; owner: ImageOwner; id: number; ctx?: ActionContext },
): Promise<{ imageUrl: string }> {
  const key = await db.transaction(async (tx) => {
    const before = await current(tx, opts.market, opts.owner, opts.id, true);
    if (!before) return null;
    await setUrl(tx, opts.owner, opts.id, null);
    const old = ownImageKey(opts.owner, opts.id, before);
    if (old) await deleteStoredFile(tx, old);
    await logAction(tx, opts.actor, "facilities.image.deleted", { owner: opts.owner, id: opts.id, previous: before }, opts.ctx);
    return old;
  });
  await removeStoredBytesQuietly(db, key);
  return { imageUrl: "" };
}
