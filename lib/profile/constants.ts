/** Silo accessibility in metres (spec 1 §9), without zod: the silo form reads it in the browser
 * (decision 099); lib/profile/address-schemas.ts re-exports it. */
export const SILO_ACCESSIBILITY = [10, 18, 24] as const;
