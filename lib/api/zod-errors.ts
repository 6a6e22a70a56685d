import type { z } from "zod";

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

/**
 * Per-field messages from a ZodError. Schema messages are translation keys; zod's own default
 * messages become the generic required/invalid keys.
 */
export function zodFieldErrors(e: z.ZodError, translate: (key: string) => string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of e.issues) {
    const name = issue.path.length ? issue.path.map(String).join(".") : "_";
    let key = issue.message;
    if (!KEY.test(key)) {
      const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
      key = missing ? "validation.generic.required" : "validation.generic.invalid";
    }
    const msg = translate(key);
    const list = (fields[name] ??= []);
    if (!list.includes(msg)) list.push(msg);
  }
  return fields;
}
