import type { z } from "zod";
import { AppError } from "@/lib/api/errors";

/**
 * Checks a call's input with the form's own schema (the market's rules): the parsed value, or a
 * 400 with every field's message key, as the form shows them.
 */
export function checkForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const fields: Record<string, string[]> = {};
  for (const issue of r.error.issues) {
    const name = String(issue.path[0] ?? "_");
    (fields[name] ??= []).push(issue.message);
  }
  throw new AppError("BAD_REQUEST", "errors.BAD_REQUEST", { fields });
}
