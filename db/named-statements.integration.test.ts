/**
 * Decision 109: the app's parameterised statements are named prepared statements per connection —
 * parsed and planned once — except those whose plan depends on their values (patterns, search).
 */
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers } from "@/db/schema";
import { useTestDb } from "@/tests/support/test-db";
import { MAX_NAMED_PARAMS, MAX_NAMED_PER_CONNECTION, statementName } from "./named-statements";

const t = useTestDb();

const prepared = async (client: { query: (q: string) => Promise<{ rows: { statement: string }[] }> }) =>
  (await client.query("select statement from pg_prepared_statements")).rows.map((r) => r.statement);

describe("named statements", () => {
  it("a drizzle query is prepared once on its connection and answers the same; a pattern and a long id list stay unnamed", async () => {
    const client = await t.pool.connect();
    try {
      const q = { text: "select $1::int + 1 as v" };
      expect((await client.query(q, [1])).rows).toEqual([{ v: 2 }]);
      expect((await client.query(q, [41])).rows).toEqual([{ v: 42 }]);
      await client.query({ text: "select 'abc' like $1 as v" }, ["a%"]);
      const many = Array.from({ length: MAX_NAMED_PARAMS + 1 }, (_, i) => i);
      await client.query({ text: `select 1 where 0 in (${many.map((_, i) => `$${i + 1}::int`).join(",")})` }, many);
      const statements = await prepared(client);
      expect(statements.filter((s) => s === q.text)).toHaveLength(1);
      expect(statements.some((s) => s.includes("like") || s.includes("0 in"))).toBe(false);
    } finally {
      client.release();
    }
    // through drizzle, as the app sends them
    await t.db.select({ n: customers.customerNumber }).from(customers).where(eq(customers.customerNumber, "100001"));
    await t.db.select({ n: customers.customerNumber }).from(customers).where(like(customers.name, "A%"));
    expect(statementName('select "customer_number" from "customers" where "customers"."name" like $1')).toBe("");
    expect(statementName('select "customer_number" from "customers" where "customers"."customer_number" = $1')).toMatch(/^s_[0-9a-f]{24}$/);
  });

  it("a connection names at most MAX_NAMED_PER_CONNECTION texts; later texts run unnamed and still answer", async () => {
    const client = await t.pool.connect();
    try {
      for (let i = 0; i < MAX_NAMED_PER_CONNECTION + 5; i++) {
        expect((await client.query({ text: `select $1::int + ${i} as v` }, [1])).rows).toEqual([{ v: 1 + i }]);
      }
      const statements = await prepared(client);
      // every text this connection named, also those of earlier tests that used it
      const named = (await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements where name like 's\\_%'"))
        .rows[0];
      expect(named?.n).toBe(MAX_NAMED_PER_CONNECTION);
      expect(statements.length).toBeGreaterThanOrEqual(MAX_NAMED_PER_CONNECTION);
      // a text named before the cap is still named (and answers) after it
      expect((await client.query({ text: "select $1::int + 0 as v" }, [5])).rows).toEqual([{ v: 5 }]);
    } finally {
      client.release();
    }
  });
});
