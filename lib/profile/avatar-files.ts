/**
 * Where user avatars live: stored under "avatars/users/<userId>/<random>.<ext>" (a new key for
 * every upload, so a URL is never reused and can be cached for good) and shown through
 * /api/files/<key>. A user without an avatar gets the default image.
 */
import { randomBytes } from "node:crypto";
import type { ImageType } from "@/lib/files/image";
import { getStorage, keyFromFileUrl } from "@/lib/integrations/storage";

export const DEFAULT_AVATAR_URL = "/images/default-avatar.svg";

export function userAvatarPrefix(userId: number): string {
  return `avatars/users/${userId}/`;
}

export function newUserAvatarKey(userId: number, type: ImageType): string {
  return `${userAvatarPrefix(userId)}${randomBytes(16).toString("hex")}.${type.extension}`;
}

/** The stored avatar file behind a user's avatar URL, or null when it is not one of ours. */
export function userAvatarKey(userId: number, url: string | null | undefined): string | null {
  const key = keyFromFileUrl(url);
  return key?.startsWith(userAvatarPrefix(userId)) ? key : null;
}

/**
 * Removes a stored file after its database change has committed. A failure leaves an orphan
 * file, never a broken avatar, so it is logged and not raised.
 */
export async function removeStoredFileQuietly(key: string | null): Promise<void> {
  if (!key) return;
  try {
    await getStorage().delete(key);
  } catch (e) {
    console.warn(`[storage] could not remove ${key}:`, e);
  }
}
