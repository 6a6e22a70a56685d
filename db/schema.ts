/**
 * The portal's database schema: one source for drizzle-kit migrations and typed queries
 * (`@/db/schema`). The tables live in db/schema/: `core.ts` (markets, customers, users, sessions,
 * pages, …) and one file per business area; this file only re-exports them (decision 027).
 */
export * from "./schema/core";
// Area schemas: one file per business area, all part of the one schema and migration history.
export * from "./schema/erp";
export * from "./schema/agreements";
export * from "./schema/prices";
export * from "./schema/delivery-fee";
export * from "./schema/logistics";
export * from "./schema/delivery-assurance";
export * from "./schema/transport";
export * from "./schema/re-destination";
export * from "./schema/files";
export * from "./schema/jobs";
export * from "./schema/trading";
export * from "./schema/machines";
export * from "./schema/my-orders";
export * from "./schema/analysis";
export * from "./schema/feed-mix";
export * from "./schema/fixed-price";
export * from "./schema/seed-production";
export * from "./schema/warranty";
export * from "./schema/documents";
export * from "./schema/news";
export * from "./schema/grain-trade";
export * from "./schema/search";
export * from "./schema/account";
export * from "./schema/facilities";
export * from "./schema/profile";
export * from "./schema/onboarding";
