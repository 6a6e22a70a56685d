/** Start-up of the database: find or start the server, migrate, seed when empty. */
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "./schema";
import { embeddedDataDir, startEmbedded, type EmbeddedServer } from "./embedded";
import { runMigrations } from "./migrate";
import { demoWanted, seed } from "./seed";

export interface Prepared {
  url: string;
  embedded: EmbeddedServer | null;
}

export async function prepareDatabase(opts: { log?: (m: string) => void; seed?: boolean } = {}): Promise<Prepared> {
  const log = opts.log ?? ((m: string) => console.log(m));
  let url = process.env.DATABASE_URL;
  let embedded: EmbeddedServer | null = null;
  if (!url) {
    const dir = embeddedDataDir();
    embedded = await startEmbedded({ dataDir: dir, port: Number(process.env.EMBEDDED_PG_PORT ?? 54329) });
    url = embedded.url();
    log(embedded.owned ? `embedded PostgreSQL started on port ${embedded.port} (${dir})` : `embedded PostgreSQL already running on port ${embedded.port} (${dir}); using it`);
  }
  await runMigrations(url);
  log("migrations applied");
  if (opts.seed !== false) {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on("error", () => {});
    try {
      const db = drizzle(pool, { schema });
      // Every seed step is idempotent: demo accounts only when missing, area demo rows only once,
      // so an existing database also gets the demo data of areas added since it was created.
      await seed(db, { demo: demoWanted(), log });
    } finally {
      await pool.end();
    }
  }
  return { url, embedded };
}
