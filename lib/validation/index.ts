/**
 * Shared field rules (spec 1 §5 "Generic rules" and the field rules of specs 1–4): zod schemas
 * whose messages are translation keys (./messages.ts), for forms (zodResolver) and route handlers,
 * plus the pure checks behind them.
 */
export * from "./field";
export * from "./messages";
export * from "./luhn";
export * from "./phone";
export * from "./zip";
export * from "./person-number";
export * from "./ssn";
export * from "./hetu";
export * from "./org-number";
export * from "./customer-number";
export * from "./date";
export * from "./email";
export * from "./number";
export * from "./vehicle";
export * from "./password";
