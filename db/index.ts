/**
 * The one database handle of the app. DATABASE_URL picks any PostgreSQL; without it the
 * embedded server is found (or started) on `.data/pg`.
 */
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "./schema";
import { noteDbUp, registerDbProbe } from "./availability";
import { isDbUnavailable, markUnavailable } from "./errors";
import { nameStatements } from "./named-statements";

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
  const pool = markFaults(nameStatements(newPool(url)));
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
    // An idle connection is kept 5 minutes (pg's default: 10 s). Under a harvest's uneven load the
    // pool otherwise closed connections in every lull and opened them again at the next peak: a
    // new connection costs the request that waits for it ≈ 9 ms (a server process, SCRAM), and
    // 2 ms of the event loop (decision 117).
    idleTimeoutMillis: Number(process.env.DB_IDLE_TIMEOUT_MS ?? 300_000),
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
  // drizzle sends `begin` outside its try/finally: when the server is gone at that moment the
  // client is never released, and every such loss shrinks the pool for good (10 losses: every call
  // a 503 until a restart; `pool.end()` never returns). So a lent client whose query fails because
  // the database is unavailable goes back to the pool at once, as broken (the pool drops it), and
  // the borrower's own release afterwards is a no-op instead of pg-pool's double-release error.
  const released = new WeakMap<pg.PoolClient, () => boolean>();
  const lend = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release.bind(client); // pg-pool makes one per checkout
    let done = false;
    client.release = (err?: Error | boolean) => {
      if (done) return;
      done = true;
      release(err);
    };
    released.set(client, () => done);
    return client;
  };
  const connect = p.connect.bind(p) as (...a: unknown[]) => unknown;
  p.connect = ((...args: unknown[]) => {
    const cb = args[0];
    if (typeof cb === "function") {
      // pool.query() checks out with a callback
      return connect((err: Error | undefined, client: pg.PoolClient | undefined) => {
        if (client) lend(client);
        (cb as (...a: unknown[]) => void)(err ? markUnavailable(err) : err, client, client && ((e?: Error) => client.release(e)));
      });
    }
    const r = connect();
    return r instanceof Promise
      ? r.then(lend, (e: unknown) => {
          throw markUnavailable(e);
        })
      : r;
  }) as typeof p.connect;
  registerDbProbe(() => p.query("select 1"));
  p.on("connect", (client: pg.PoolClient) => {
    noteDbUp(); // a new connection: the server is there (again)
    // A server going away while a client is lent out emits "error" on it; its query rejects
    // anyway (and the client goes back as broken), so the event must not become an uncaught exception.
    client.on("error", (e) => console.warn("[db] connection lost:", e.message));
    const q = client.query.bind(client) as (...a: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const r = q(...args);
      return r instanceof Promise
        ? r.catch((e: unknown) => {
            const marked = markUnavailable(e);
            if (isDbUnavailable(marked) && released.get(client)?.() === false) client.release(marked as Error);
            throw marked;
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
