import type { z } from "zod";

/** A zod error's messages (translation keys) by field, for an AppError's `fields`. */
export function zodFieldKeys(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_");
    (out[field] ??= []).push(issue.message);
  }
  return out;
}
