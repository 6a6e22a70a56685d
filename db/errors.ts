/**
 * Database faults the portal answers instead of crashing on (decision 024): the server cannot be
 * reached, is shutting down or restarting, has no free connection, or the pool had none free
 * within its short wait. Such an error is marked with a digest, so an API call answers 503 with
 * Retry-After and a page's error boundary shows "try again in a moment" (Next keeps an error's
 * own digest when it crosses from the server to the page).
 */

import { noteDbDown } from "./availability";

import { DB_UNAVAILABLE_DIGEST } from "./digest";

/** The digest of an error that means "the database cannot be reached right now". */
export { DB_UNAVAILABLE_DIGEST };

/** Seconds a client should wait before trying again. */
export const DB_RETRY_AFTER_SECONDS = 5;

/** SQLSTATE of a pg error (e.g. "23505"), also when drizzle wraps it. */
export function pgCode(e: unknown): string | undefined {
  for (let x: unknown = e, i = 0; x && i < 4; x = (x as { cause?: unknown }).cause, i++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A Node socket error code (ECONNREFUSED, …) of the error or its causes. */
function socketCode(e: unknown): string | undefined {
  for (let x: unknown = e, i = 0; x && i < 4; x = (x as { cause?: unknown }).cause, i++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === "string" && /^E[A-Z_]+$/.test(code)) return code;
  }
  return undefined;
}

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, recovering)
  "53300", // too_many_connections
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i, // the pool had no free connection in time
  /Query read timeout/i, // no answer within the pool's query_timeout (db/index.ts)
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i, // a lent client given back as broken (markFaults, db/index.ts)
  /connect ECONNREFUSED/i,
  /connect ENOENT .*\.s\.PGSQL\.\d+/, // the server's Unix socket is gone: it is stopped (decision 109); not any ENOENT
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

export function isDbUnavailable(e: unknown): boolean {
  if (!e || typeof e !== "object") return false;
  if ((e as { digest?: unknown }).digest === DB_UNAVAILABLE_DIGEST) return true;
  const code = pgCode(e) ?? socketCode(e);
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  const raw = (e as { message?: unknown }).message;
  const message = typeof raw === "string" ? raw : "";
  if (UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  const cause = (e as { cause?: unknown }).cause;
  return cause !== e && cause !== undefined && isDbUnavailable(cause);
}

/** Marks (and returns) an unavailable-database error with its digest; other errors pass as they are. */
export function markUnavailable<E>(e: E): E {
  if (isDbUnavailable(e) && e && typeof e === "object") {
    noteDbDown(); // pages answer 503 until a probe finds the database again (db/availability.ts)
    try {
      (e as { digest?: string }).digest = DB_UNAVAILABLE_DIGEST;
    } catch {
      /* frozen */
    }
  }
  return e;
}
