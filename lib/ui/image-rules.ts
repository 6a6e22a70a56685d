/**
 * Pure rules for the image upload widget (spec 1 §5 "Generic rules", §9): only jpeg/png/jpg, at
 * most 10485760 bytes; a pasted image gets a random file name; pastes within 1 second of the last
 * one are ignored.
 */

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/jpg"] as const;
/** 10 MB in binary units, as the spec states it (10485760 bytes). */
export const IMAGE_MAX_BYTES = 10_485_760;
export const PASTE_THROTTLE_MS = 1000;
/** The multipart field the upload handlers read. */
export const IMAGE_FIELD = "UploadedImage";

/**
 * "ok" to preview; "ignore" for another type (dropped silently, the old preview stays, no
 * message); "tooLarge" for a size above the limit (a dialog says so).
 */
export function checkImage(file: { type: string; size: number }): "ok" | "ignore" | "tooLarge" {
  if (!(IMAGE_TYPES as readonly string[]).includes((file.type || "").toLowerCase())) return "ignore";
  if (file.size > IMAGE_MAX_BYTES) return "tooLarge";
  return "ok";
}

const EXT: Record<string, string> = { "image/jpeg": "jpg", "image/jpg": "jpg", "image/png": "png" };

/** A random name for a pasted image, e.g. "pasted-k3j9x2qa.png". */
export function randomPasteName(mime: string, random: () => number = Math.random): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let id = "";
  for (let i = 0; i < 10; i++) id += alphabet[Math.floor(random() * alphabet.length) % alphabet.length];
  return `pasted-${id}.${EXT[(mime || "").toLowerCase()] ?? "png"}`;
}

/**
 * A gate for paste events: returns true (and starts the quiet period) for the first paste, false
 * for pastes within `ms` of the last accepted one.
 */
export function createPasteThrottle(ms = PASTE_THROTTLE_MS, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}

/** Index of the first clipboard item that is an image file, or -1. */
export function clipboardImageIndex(items: ArrayLike<{ kind: string; type: string }>): number {
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item?.kind === "file" && item.type.toLowerCase().startsWith("image/")) return i;
  }
  return -1;
}
