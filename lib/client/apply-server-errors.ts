"use client";

import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-fetch";

/** Puts a 400 reply's field messages on the form's fields; returns the general message otherwise. */
export function applyServerErrors<T extends FieldValues>(e: unknown, setError: UseFormSetError<T>, fallback: string): string | null {
  if (e instanceof ApiError) {
    const fields = e.body.fields ?? {};
    const entries = Object.entries(fields);
    for (const [name, messages] of entries) setError(name as Path<T>, { type: "server", message: messages[0] });
    if (entries.length && !("_" in fields)) return null;
    return e.body.message || fallback;
  }
  return fallback;
}
