import { resolve } from "node:path";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";

export const MIGRATIONS_FOLDER = resolve(process.env.PORTAL_MIGRATIONS_DIR ?? "db/migrations");

/** Applies pending migrations. An advisory lock keeps two starting instances from racing. */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(7261001)");
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock(7261001)").catch(() => {});
    await client.end();
  }
}
