import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, pages, users } from "@/db/schema";
import { seed } from "@/seed";
import { DEMO_USERS } from "@/seed/data";
import { authenticate } from "@/lib/auth/authenticate";
import { loadActor } from "@/lib/auth/sessions";
import { useTestDb } from "@/tests/support/test-db";
import { must } from "@/tests/support/must";

const t = useTestDb({ reference: false });

describe("seed", () => {
  it("creates every demo account with password demo1234, and is idempotent", async () => {
    await seed(t.db, { demo: true });
    await seed(t.db, { demo: true });
    for (const u of DEMO_USERS) {
      const res = await authenticate(t.db, { username: u.username, password: "demo1234", ip: "127.0.0.9" });
      expect(res, u.username).not.toBeNull();
    }
    const { n } = must((await t.db.select({ n: count() }).from(users))[0]);
    expect(n).toBe(DEMO_USERS.length);
    expect((await t.db.select().from(pages)).length).toBeGreaterThan(20);
    // upcoming seeded bookings with a reminder have exactly their reminder rows (seeded twice)
    const reminders = await t.db.execute<{ bookings: number; rows: number; keys: number }>(sql`
      select (select count(*)::int from reservations where status = 'booked' and reminder_in_minutes_before is not null and starts_at > now()
                and (email is not null or mobile_no is not null)) as bookings,
             count(*)::int as rows, count(distinct dedupe_key)::int as keys
      from outbox where kind = 'booking-reminder'`);
    const { bookings, rows, keys } = must(reminders.rows[0]);
    expect(bookings).toBeGreaterThan(0);
    expect(rows).toBeGreaterThanOrEqual(bookings);
    expect(keys).toBe(rows);
  });

  it("gives each demo role its flags and customers (farmer with sub-customers, internal staff without)", async () => {
    const farmer = await authenticate(t.db, { username: "farmer@demo.se", password: "demo1234", ip: "127.0.0.9" });
    const actor = await loadActor(t.db, farmer!.sessionId);
    expect(actor?.activeCustomerNumber).toBe("100234");
    const subs = await t.db
      .select()
      .from(customers)
      .where(
        eq(customers.parentCustomerId, must((await t.db.select().from(customers).where(eq(customers.customerNumber, "100234")))[0]).id),
      );
    expect(subs.length).toBeGreaterThanOrEqual(2);
    const staff = await loadActor(
      t.db,
      (await authenticate(t.db, { username: "staff@demo.se", password: "demo1234", ip: "127.0.0.9" }))!.sessionId,
    );
    expect(staff?.roles.internal).toBe(true);
    expect(staff?.activeCustomerNumber).toBeNull();
    const store = await loadActor(
      t.db,
      (await authenticate(t.db, { username: "store@demo.fi", password: "demo1234", ip: "127.0.0.9" }))!.sessionId,
    );
    expect(store?.roles.store).toBe(true);
    expect(store?.homeMarket).toBe("fi");
  });

  it("a scale factor adds volume", async () => {
    await seed(t.db, { demo: false, scale: 1 });
    const { n } = must((await t.db.select({ n: count() }).from(customers))[0]);
    expect(n).toBeGreaterThanOrEqual(200);
    // …and a season of bookings: inside opening hours (local time), never overlapping, idempotent
    const stats = await t.db.execute<{ n: number; booked: number; outside: number }>(sql`
      select count(*)::int as n, count(*) filter (where r.status = 'booked')::int as booked,
        count(*) filter (where not exists (
          select 1 from resource_opening_hours h
          where h.resource_id = r.resource_id and h.weekday = extract(isodow from (r.starts_at at time zone f.time_zone))
            and extract(hour from (r.starts_at at time zone f.time_zone)) * 60 + extract(minute from (r.starts_at at time zone f.time_zone)) >= h.opens_at
            and extract(hour from (r.ends_at at time zone f.time_zone)) * 60 + extract(minute from (r.ends_at at time zone f.time_zone)) <= h.closes_at
        ))::int as outside
      from reservations r join resource_groups g on g.id = r.resource_group_id join facilities f on f.id = g.facility_id
      where r.search_value like 'SCALE-%'`);
    const { n: bookings, booked, outside } = must(stats.rows[0]);
    expect(bookings).toBeGreaterThan(1000);
    expect(booked).toBeGreaterThan(100);
    expect(outside).toBe(0);
    await seed(t.db, { demo: false, scale: 1 });
    const again = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from reservations where search_value like 'SCALE-%'`);
    expect(must(again.rows[0]).n).toBe(bookings);
    // …and searchable news archive: scale × 250 articles, each in Finnish and Swedish, once (decision 088)
    const docs = await t.db.execute<{ n: number; fi: number; sv: number }>(sql`
      select count(*)::int as n, count(*) filter (where d.language = 'fi')::int as fi, count(*) filter (where d.language = 'sv')::int as sv
      from search_documents d join news_articles a on d.source = 'news' and d.source_id = a.id::text
      where a.body_fi like '%Arkistoartikkeli.'`);
    expect(must(docs.rows[0])).toEqual({ n: 500, fi: 250, sv: 250 });
  });
});
