/**
 * The secret part of an outgoing message (a reset link's token, a one-time code) is never stored
 * in the clear (decision 018). The body keeps SECRET_PLACEHOLDER where the secret goes; the secret
 * itself is sealed with AES-256-GCM under a key derived from NEXTAUTH_SECRET (HKDF-SHA256), bound
 * to the message's kind and recipient, and opened only by the dispatcher at send time.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { portalSecret } from "@/lib/config/portal-secret";

export const SECRET_PLACEHOLDER = "[[secret]]";
const VERSION = "v1";

const keys = new Map<string, Buffer>();
function outboxKey(secret = portalSecret()): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "agri-portal outbox", "outbox-secret v1", 32));
    keys.set(secret, key);
  }
  return key;
}

const boundTo = (m: { kind: string; recipient: string }) => Buffer.from(`${m.kind}\n${m.recipient}`, "utf8");

/** "v1.<iv>.<tag>.<ciphertext>" (base64url parts). */
export function sealSecret(value: string, message: { kind: string; recipient: string }, secret?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", outboxKey(secret), iv);
  cipher.setAAD(boundTo(message));
  const ct = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ct].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** Throws when the value was sealed under another key or for another message. */
export function openSecret(sealed: string, message: { kind: string; recipient: string }, secret?: string): string {
  const [version, iv, tag, ct] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || ct === undefined) throw new Error("sealed secret: unknown format");
  const decipher = createDecipheriv("aes-256-gcm", outboxKey(secret), Buffer.from(iv, "base64url"));
  decipher.setAAD(boundTo(message));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new Error("sealed secret cannot be opened (NEXTAUTH_SECRET changed?)");
  }
}

/** The body with the placeholder replaced (the message as it is delivered). */
export function renderSecret(body: string, value: string): string {
  return body.split(SECRET_PLACEHOLDER).join(value);
}

/** The body as staff see it: the secret's place marked. */
export function redactSecret(body: string, marker: string): string {
  return body.split(SECRET_PLACEHOLDER).join(marker);
}
