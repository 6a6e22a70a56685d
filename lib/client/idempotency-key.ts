/**
 * A random idempotency key for one save, wizard run or queued change (the servers accept
 * `^[A-Za-z0-9_-]{8,80}$`): 32 hex characters from crypto.getRandomValues, which, unlike
 * crypto.randomUUID, also works on plain-http hosts (a dev or test host name).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
