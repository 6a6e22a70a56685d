import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used (it needs no database); migrations are applied by
// db/migrate.ts at start, so no credentials are needed here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
  strict: true,
});
