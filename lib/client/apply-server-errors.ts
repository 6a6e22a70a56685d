"use client";

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-fetch";

/**
 * A failed call's messages: the first message of each field of a 400 reply, and the general message
 * (null when the fields say it all; `fallback` when the reply has none or the call did not answer).
 */
export function serverMessages(e: unknown, fallback: string): { fields: [string, string][]; general: string | null } {
  if (!(e instanceof ApiError)) return { fields: [], general: fallback };
  const all = e.body.fields ?? {};
  const fields = Object.entries(all).map(([name, messages]): [string, string] => [name, messages[0] ?? ""]);
  return { fields, general: fields.length && !("_" in all) ? null : e.body.message || fallback };
}

/** Puts a 400 reply's field messages on the form's fields; returns the general message otherwise. */
export function applyServerErrors<T extends FieldValues>(e: unknown, setError: UseFormSetError<T>, fallback: string): string | null {
  const { fields, general } = serverMessages(e, fallback);
  for (const [name, message] of fields) setError(name as Path<T>, { type: "server", message });
  return general;
}
