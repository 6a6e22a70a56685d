/**
 * Where the agro-desk search spends its time (issue 15 item 9, decision 092), outside the HTTP
 * server, against the database of `npm start` (PORTAL_DATA_DIR / EMBEDDED_PG_PORT or DATABASE_URL;
 * seed it with `npm run db:seed -- --scale 20` first):
 *
 *   npx tsx --conditions=react-server scripts/explain-search.ts [--explain] [--compare] [--runs 20] [--words vilja,rehu]
 *
 * For each of the bench's words (scripts/bench.ts, section `search`) it prints, as farmer@demo.fi,
 * the time of the search statement (relevance, page 1 of 10) and of the suggestion statement
 * (the word's first 5 letters, 50): wall time and the database server's CPU time per call (read
 * from /proc for the one connection, so other load on a shared machine matters less). With
 * --compare the same for the engine before decision 092 (tests/support/search-reference.ts), and
 * a check that both answer the same for every word with several orders, facets and pages; with
 * --explain, EXPLAIN (ANALYZE, BUFFERS) of each statement of the engine.
 */
import { readFileSync } from "node:fs";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { prepareDatabase } from "../db/prepare";
import type { DbOrTx } from "../db";
import * as schema from "../db/schema";
import { pgSearchEngine } from "../lib/integrations/search/pg";
import type { SearchEngine, SearchQuery, SearchViewer } from "../lib/integrations/search";
import { referenceSearchEngine } from "../tests/support/search-reference";
import { arg, flag } from "./support";

const WORDS = ["vilja", "viljakauppa", "lannoite", "kuivaus", "vastaanotto", "sadonkorjuu", "spannmål", "rehu"];
type Engine = Pick<SearchEngine, "search" | "suggest">;

async function main() {
  const { appUrl } = await prepareDatabase({ log: () => {} });
  const pool = new pg.Pool({ connectionString: appUrl, max: 1 });
  const db = drizzle(pool, { schema });
  const runs = Number(arg("runs", "20"));
  const words = arg("words", WORDS.join(",")).split(",");

  const backend = (await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]?.pid ?? 0;
  const cpuMs = (): number => {
    try {
      const f = readFileSync(`/proc/${backend}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return (Number(f[11]) + Number(f[12])) * 10; // clock ticks of 10 ms
    } catch {
      return NaN;
    }
  };
  const farmer = (
    await db.execute<{ n: string }>(sql`
      select c.customer_number as n from users u join customer_users cu on cu.user_id = u.id join customers c on c.id = cu.customer_id
      where lower(u.email) = 'farmer@demo.fi' or lower(u.username) = 'farmer@demo.fi'`)
  ).rows;
  const viewer: SearchViewer = { market: "fi", store: false, admin: false, customerNumbers: farmer.map((r) => r.n) };
  const query = (w: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
    query: w,
    page: 1,
    pageSize: 10,
    publishYear: 2000,
    pageTypes: [],
    categories: [],
    orderBy: "relevance",
    ...extra,
  });

  const time = async (fn: () => Promise<unknown>) => {
    await fn();
    const c0 = cpuMs();
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) await fn();
    return `${((performance.now() - t0) / runs).toFixed(1).padStart(6)} ms (cpu ${((cpuMs() - c0) / runs).toFixed(1).padStart(5)})`;
  };
  const engines: [string, Engine][] = flag("compare")
    ? [
        ["before", referenceSearchEngine],
        ["now", pgSearchEngine],
      ]
    : [["now", pgSearchEngine]];

  console.log(
    `explain-search: ${runs} runs per statement, viewer farmer@demo.fi (${viewer.customerNumbers.join(", ")}); mean wall (server CPU)`,
  );
  for (const w of words) {
    for (const [name, e] of engines) {
      const r = await e.search(db, viewer, query(w));
      const s = await e.suggest(db, viewer, w.slice(0, 5), 50);
      console.log(
        `${name.padEnd(6)} ${w.padEnd(12)} search ${await time(() => e.search(db, viewer, query(w)))} total ${String(r.total).padStart(5)}` +
          `   suggest "${w.slice(0, 5)}" ${await time(() => e.suggest(db, viewer, w.slice(0, 5), 50))} (${s.length})`,
      );
    }
  }

  if (flag("compare")) {
    let differences = 0;
    const variants: Partial<SearchQuery>[] = [
      {},
      { page: 2 },
      { page: 7, pageSize: 25 },
      { orderBy: "newest" },
      { orderBy: "oldest", page: 3 },
      { orderBy: "title" },
      { pageTypes: ["news"] },
      { publishYear: new Date().getFullYear() - 1 },
      { categories: ["Viljakauppa"], pageTypes: ["news", "document"] },
    ];
    const queries = [...words, "viljakaupa", "vilja kuivaus", "höstvete skörd", "seinäjoki vastaanotto", "xyzzy"];
    for (const w of queries) {
      for (const v of variants) {
        const a = JSON.stringify(await referenceSearchEngine.search(db, viewer, query(w, v)));
        const b = JSON.stringify(await pgSearchEngine.search(db, viewer, query(w, v)));
        if (a !== b) {
          differences++;
          console.log(`DIFFERENT search ${w} ${JSON.stringify(v)}:\n  before ${a.slice(0, 400)}\n  now    ${b.slice(0, 400)}`);
        }
      }
      for (const prefix of [w.slice(0, 3), w.slice(0, 5), w]) {
        const a = JSON.stringify(await referenceSearchEngine.suggest(db, viewer, prefix, 50));
        const b = JSON.stringify(await pgSearchEngine.suggest(db, viewer, prefix, 50));
        if (a !== b) {
          differences++;
          console.log(`DIFFERENT suggest ${prefix}:\n  before ${a.slice(0, 400)}\n  now    ${b.slice(0, 400)}`);
        }
      }
    }
    console.log(
      `compare: ${queries.length} queries × ${variants.length} search variants + 3 suggestion prefixes: ${differences} differences`,
    );
  }

  if (flag("explain")) {
    let plans: string[] = [];
    // the engine's statements, explained on the way through (inside its own transaction)
    const explaining = (d: DbOrTx): DbOrTx =>
      new Proxy(d, {
        get(target, prop, receiver) {
          if (prop === "transaction")
            return (fn: (tx: DbOrTx) => Promise<unknown>, config?: unknown) =>
              (target.transaction as (f: (tx: DbOrTx) => Promise<unknown>, c?: unknown) => Promise<unknown>)(
                (tx) => fn(explaining(tx)),
                config,
              );
          if (prop !== "execute") return Reflect.get(target, prop, receiver) as unknown;
          return async (q: SQL) => {
            if (!/^\s*set local/.test(new PgDialect().sqlToQuery(q).sql)) {
              const p = await target.execute<{ "QUERY PLAN": string }>(sql`explain (analyze, buffers, costs off) ${q}`);
              plans.push(p.rows.map((r) => r["QUERY PLAN"]).join("\n"));
            }
            return target.execute(q);
          };
        },
      });
    for (const w of words) {
      plans = [];
      await pgSearchEngine.search(explaining(db), viewer, query(w));
      await pgSearchEngine.suggest(explaining(db), viewer, w.slice(0, 5), 50);
      console.log(`\n=== ${w}`);
      for (const p of plans) console.log(`\n${p}\n`);
    }
  }
  await pool.end();
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    if (e instanceof Error && e.cause instanceof Error) console.error(e.cause.message);
    process.exit(1);
  },
);
