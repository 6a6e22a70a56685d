/**
 * Start-up of the database: find or start the server, migrate, then run the caller's seed step
 * (the seeds live in seed/, above db/: scripts/start.ts and scripts/db.ts pass them in).
 */
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Db } from "./index";
import * as schema from "./schema";
import { embeddedDataDir, ensureAppRole, startEmbedded, type EmbeddedServer } from "./embedded";
import { runMigrations } from "./migrate";

export interface Prepared {
  /** the owner role: migrations, seeds, scripts */
  url: string;
  /** what the app connects as: the embedded server's app role, or DATABASE_URL */
  appUrl: string;
  embedded: EmbeddedServer | null;
}

/**
 * DATABASE_URL is what the app connects as; MIGRATION_DATABASE_URL (optional) is the owner role
 * that migrations and seeds use. The embedded server has both roles of its own.
 */
export async function prepareDatabase(
  opts: { log?: (m: string) => void; seed?: (db: Db, log: (m: string) => void) => Promise<unknown> } = {},
): Promise<Prepared> {
  const log = opts.log ?? ((m: string) => console.log(m));
  let url = process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL;
  let appUrl = process.env.DATABASE_URL;
  let embedded: EmbeddedServer | null = null;
  if (!url || !appUrl) {
    const dir = embeddedDataDir();
    embedded = await startEmbedded({ dataDir: dir, port: Number(process.env.EMBEDDED_PG_PORT ?? 54329) });
    url = embedded.url();
    log(
      embedded.owned
        ? `embedded PostgreSQL started on port ${embedded.port} (${dir})`
        : `embedded PostgreSQL already running on port ${embedded.port} (${dir}); using it`,
    );
  }
  await runMigrations(url);
  log("migrations applied");
  if (embedded) appUrl = await ensureAppRole(embedded);
  if (opts.seed) {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on("error", () => {});
    try {
      await opts.seed(drizzle(pool, { schema }), log);
    } finally {
      await pool.end();
    }
  }
  return { url, appUrl: appUrl ?? url, embedded };
}
