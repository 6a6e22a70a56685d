import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets handed out in links (password reset, signing): 32 random bytes, URL-safe. Only their
 * SHA-256 is stored (decisions 018, 031).
 */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 as hex, of a token or a document's bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}
