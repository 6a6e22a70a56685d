import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { markFaults } from "@/db";
import { startEmbedded, type EmbeddedServer } from "@/db/embedded";
import { DB_UNAVAILABLE_DIGEST, isDbUnavailable, markUnavailable } from "@/db/errors";
import { errorResponse } from "@/lib/api/handler";
import { getT } from "@/lib/i18n/instance";
import { parseReply, type ErrorReply } from "@/tests/support/reply";

// Stops and restarts a server of its own; skipped when CI points tests at an external server.
const dir = mkdtempSync(join(tmpdir(), "portal-faults-"));
let server: EmbeddedServer | null = null;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the database going away under load (decision 024)", () => {
  afterAll(async () => {
    if (server?.owned) await server.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it("calls answer 503 with Retry-After, nothing is half-written, and the same pool works again when the server is back", async () => {
    server = await startEmbedded({ dataDir: dir, port: 54393, quiet: true });
    const port = server.port; // the restart must come back where the pool looks for it
    // query_timeout as the app's pool has it (db/index.ts), shorter: a statement sent on a connection
    // that died unnoticed fails instead of hanging the transaction
    const pool = markFaults(new pg.Pool({ connectionString: server.url(), max: 8, connectionTimeoutMillis: 1000, query_timeout: 5000 }));
    pool.on("error", () => {});
    const db = drizzle(pool);
    await db.execute(sql`create table pairs (tx int not null, part int not null)`);

    // 16 clients writing two-row transactions while the server stops
    let stop = false;
    const errors: unknown[] = [];
    let n = 0;
    let committed = 0;
    const client = async () => {
      while (!stop) {
        const id = ++n;
        try {
          await db.transaction(async (tx) => {
            await tx.execute(sql`insert into pairs values (${id}, 1)`);
            await tx.execute(sql`select pg_sleep(0.01)`);
            await tx.execute(sql`insert into pairs values (${id}, 2)`);
          });
          committed++;
        } catch (e) {
          errors.push(e);
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const load = Array.from({ length: 16 }, client);
    // stop while transactions are in flight, after some have committed (a loaded machine is slow to start)
    for (let waited = 0; committed < 5 && waited < 30_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    await server.stop();
    await new Promise((r) => setTimeout(r, 500));
    stop = true;
    await Promise.all(load);

    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect(isDbUnavailable(e), String((e as Error).message)).toBe(true);
    // drizzle wraps the driver's error; marking the wrapper gives it the digest pages look for
    expect(markUnavailable(errors[0] as { digest?: string }).digest).toBe(DB_UNAVAILABLE_DIGEST);
    const res = errorResponse(errors.at(-1), { t: getT("sv"), requestId: "r1" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(parseReply<ErrorReply>(await res.text()).error).toMatchObject({
      code: "UNAVAILABLE",
      message: "Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.",
    });

    // back again: the same pool recovers, and no transaction left only one of its rows
    server = await startEmbedded({ dataDir: dir, port, quiet: true });
    expect(server.port).toBe(port);
    let rows: { tx: number; parts: number }[] = [];
    for (let i = 0; i < 50; i++) {
      try {
        rows = (await db.execute<{ tx: number; parts: number }>(sql`select tx, count(*)::int as parts from pairs group by tx`)).rows;
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.parts !== 2)).toEqual([]);
    await pool.end();
  }, 150_000); // initdb and two starts of a server of its own: slow when the other suites load the machine

  it("a client whose connection died while lent out goes back to the pool (drizzle's failed `begin` never releases it)", async () => {
    server ??= await startEmbedded({ dataDir: dir, port: 54393, quiet: true });
    const pool = markFaults(new pg.Pool({ connectionString: server.url(), max: 1, connectionTimeoutMillis: 500 }));
    pool.on("error", () => {});
    const lent = await pool.connect();
    const lost = new Promise((r) => lent.once("error", r));
    const pid = (await lent.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [pid]);
    await admin.end();
    await lost;
    // what drizzle's transaction does: `begin` fails, and no release follows
    const err = await lent.query("begin").catch((e: unknown) => e);
    expect(isDbUnavailable(err)).toBe(true);
    expect(pool.totalCount).toBe(0);
    // the one connection of the pool is free again, and a late release does not throw
    expect((await pool.query("select 1 as one")).rows[0]).toEqual({ one: 1 });
    expect(() => lent.release()).not.toThrow();
    await pool.end(); // resolves: nothing is left checked out
  });

  it("an exhausted pool answers unavailable after its short wait instead of hanging", async () => {
    server ??= await startEmbedded({ dataDir: dir, port: 54393, quiet: true });
    const pool = markFaults(new pg.Pool({ connectionString: server.url(), max: 1, connectionTimeoutMillis: 300 }));
    const held = await pool.connect();
    const t0 = Date.now();
    const err = await pool.query("select 1").catch((e: unknown) => e);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(isDbUnavailable(err)).toBe(true);
    held.release();
    expect((await pool.query("select 1 as one")).rows[0]).toEqual({ one: 1 });
    await pool.end();
  });
});
