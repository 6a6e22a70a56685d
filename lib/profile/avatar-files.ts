/**
 * Where user avatars live: stored under "avatars/users/<userId>/<random>.<ext>" (a new key for
 * every upload, so a URL is never reused and can be cached for good), registered in stored_files
 * as `public` (any signed-in user sees them in the header) and owned by the user, and shown through
 * /api/files/<key>. A user without an avatar gets the default image.
 */
import { randomBytes } from "node:crypto";
import type { ImageType } from "@/lib/files/image";
import { keyFromFileUrl } from "@/lib/integrations/storage";

export const DEFAULT_AVATAR_URL = "/images/default-avatar.svg";

export function userAvatarPrefix(userId: number): string {
  return `avatars/users/${userId}/`;
}

export function newUserAvatarKey(userId: number, type: ImageType): string {
  return `${userAvatarPrefix(userId)}${randomBytes(16).toString("hex")}.${type.extension}`;
}

/** The stored avatar file behind a user's avatar URL, or null when it is not one of the user's own. */
export function userAvatarKey(userId: number, url: string | null | undefined): string | null {
  const key = keyFromFileUrl(url);
  return key?.startsWith(userAvatarPrefix(userId)) ? key : null;
}
