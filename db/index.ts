/**
 * The one database handle of the app. DATABASE_URL picks any PostgreSQL; without it the
 * embedded server is found (or started) on `.data/pg`.
 */
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "./schema";
import { noteDbUp, registerDbProbe } from "./availability";
import { markUnavailable } from "./errors";

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
  const pool = markFaults(newPool(url));
  return { db: drizzle(pool, { schema }), pool };
}

/**
 * The app's pool: a request waits at most DB_CONNECT_TIMEOUT_MS (3 s) for a free connection, so
 * an exhausted pool or an unreachable server becomes a quick 503, not a hanging request.
 */
function newPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DB_POOL_MAX ?? 10),
    connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS ?? 3000),
    // A query with no answer at all (a connection that died without the driver noticing, e.g. a
    // rollback sent on it after the server went away) fails after this long instead of hanging.
    query_timeout: Number(process.env.DB_QUERY_TIMEOUT_MS ?? 30_000),
  });
  // A stopping server ends idle connections; that must not crash the app.
  pool.on("error", (e) => console.error("[db] idle client error:", e.message));
  return pool;
}

/**
 * Marks the errors of an unreachable database (decision 024) on everything the pool hands out:
 * its own queries, its connect, and the queries of the clients it lends (transactions). The
 * pool itself reconnects when the server is back; nothing here needs a restart.
 */
export function markFaults(p: pg.Pool): pg.Pool {
  const query = p.query.bind(p) as (...a: unknown[]) => unknown;
  p.query = ((...args: unknown[]) => {
    const r = query(...args);
    return r instanceof Promise
      ? r.catch((e: unknown) => {
          throw markUnavailable(e);
        })
      : r;
  }) as typeof p.query;
  const connect = p.connect.bind(p) as (...a: unknown[]) => unknown;
  p.connect = ((...args: unknown[]) => {
    const r = connect(...args);
    return r instanceof Promise
      ? r.catch((e: unknown) => {
          throw markUnavailable(e);
        })
      : r;
  }) as typeof p.connect;
  registerDbProbe(() => p.query("select 1"));
  p.on("connect", (client: pg.PoolClient) => {
    noteDbUp(); // a new connection: the server is there (again)
    // A server going away while a client is lent out emits "error" on it; its query rejects
    // anyway (and the pool drops the client), so the event must not become an uncaught exception.
    client.on("error", (e) => console.warn("[db] connection lost:", e.message));
    const q = client.query.bind(client) as (...a: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const r = q(...args);
      return r instanceof Promise
        ? r.catch((e: unknown) => {
            throw markUnavailable(e);
          })
        : r;
    }) as typeof client.query;
  });
  return p;
}

export async function getDb(): Promise<Db> {
  g.__portalDb ??= connect().catch((e) => {
    g.__portalDb = undefined;
    throw e;
  });
  return (await g.__portalDb).db;
}

export { schema };
