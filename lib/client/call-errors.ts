/**
 * What a failed client call was (decision 111): small, so the mutation hook and the query layer
 * share it without a page that only saves (`lib/client/mutation.ts`) loading the query cache.
 */
import { ApiError } from "./api-fetch";

/** The call was cancelled: by cancel(prefix), or because nobody shows its key any more. */
export class CancelledError extends Error {
  constructor() {
    super("The call was cancelled");
    this.name = "CancelledError";
  }
}

/** The call was aborted: by its AbortSignal, or cancelled by the query layer (a newer key, a switch). */
export const isAbort = (e: unknown): boolean =>
  e instanceof CancelledError || ((e instanceof DOMException || e instanceof Error) && e.name === "AbortError");
/** A 401 sends the user to the start page (apiFetch); nothing to show or log. */
export const isSessionEnd = (e: unknown): boolean => e instanceof ApiError && e.status === 401;

/** Logs a failed call once as "<log> failed" (or under its key); never an abort or a 401. */
export function logFailure(log: string | undefined, fallback: readonly unknown[] | string, error: unknown) {
  if (isAbort(error) || isSessionEnd(error)) return;
  console.error(`${log ?? `[query] ${typeof fallback === "string" ? fallback : JSON.stringify(fallback)}`} failed`, error);
}
