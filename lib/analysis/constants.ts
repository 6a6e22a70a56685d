/** What the analysis is for, without zod: the form reads it in the browser (decision 099);
 * lib/analysis/schemas.ts re-exports it. */
export const TRIGGERS = ["SALE", "STORAGE"] as const;
