/**
 * The one database handle of the app. DATABASE_URL picks any PostgreSQL; without it the
 * embedded server is found (or started) on `.data/pg`.
 */
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database handle or a transaction: domain functions accept either. */
export type DbOrTx = Db | Tx;

type Handle = { db: Db; pool: pg.Pool };
const g = globalThis as unknown as { __portalDb?: Promise<Handle> };

async function connect(): Promise<Handle> {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const { startEmbedded, embeddedDataDir } = await import("./embedded");
    const server = await startEmbedded({ dataDir: embeddedDataDir(), quiet: true });
    url = server.url();
  }
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_MAX ?? 10) });
  // A stopping server ends idle connections; that must not crash the app.
  pool.on("error", (e) => console.error("[db] idle client error:", e.message));
  return { db: drizzle(pool, { schema }), pool };
}

export async function getDb(): Promise<Db> {
  g.__portalDb ??= connect().catch((e) => {
    g.__portalDb = undefined;
    throw e;
  });
  return (await g.__portalDb).db;
}

export { schema };
