/**
 * The hot calls of harvest make a FIXED number of queries whatever the data size (issue 18 item 3,
 * decision 087): each call is run on a small and on a 10× larger data set and the statements sent
 * to the database are counted on the pool (also those of lent clients). A call that starts looping
 * over rows with a query each (N+1) fails here.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agreements, searchDocuments } from "@/db/schema";
import { listGrainAgreements } from "@/lib/agreements/list-grain-agreements";
import type { Actor } from "@/lib/auth/actor";
import { getT } from "@/lib/i18n/instance";
import { searchBookings } from "@/lib/list-booking/search-bookings";
import { ZSearchBookingsRequest } from "@/lib/list-booking/schemas";
import { clearSearchCache } from "@/lib/integrations/search";
import { runSearch, runSuggestions } from "@/lib/search/run-search";
import { ZSearchRequest } from "@/lib/search/schemas";
import { addDays } from "@/lib/market/dates";
import { searchAvailableSlots } from "@/lib/time-booking/search-available-slots";
import { deleteReservation } from "@/lib/time-booking/delete-reservation";
import { makeReservation } from "@/lib/time-booking/make-reservation";
import { ZDeleteReservationRequest, ZSearchAvailableSlotsRequest } from "@/lib/time-booking/schemas";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { bookingRequest, makeBookingGroup } from "@/tests/support/booking-group";
import { must } from "@/tests/support/must";
import { watchStatements } from "@/tests/support/statements";
import { useTestDb } from "@/tests/support/test-db";

const t = useTestDb();
let queries = 0;

function clearThen<A extends unknown[], R>(fn: (...args: A) => Promise<R>, ...args: A): Promise<R> {
  clearSearchCache();
  return fn(...args);
}

async function count(fn: () => Promise<unknown>): Promise<number> {
  const before = queries;
  await fn();
  return queries - before;
}

const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" });
let staff: Actor;
let farmer: Actor;
let fiFarmer: Actor;
let customerNo: string;
let customerId: number;
let groupId: number;
let vehicleTypeId: number;
/** the booking clients' customer: not the one whose added bookings fill its allowance */
let bookingCustomerNo: string;
/** the booking the last `makeBooking` made (deleted by `deleteBooking`) */
let lastBooking = 0;
const resourceIds: number[] = [];
let bookingSeq = 0;

/** `n` more active bookings in the group's calendar window (and as much history before it). */
async function addBookings(n: number) {
  await t.db.execute(sql`
    insert into reservations (resource_group_id, resource_id, starts_at, ends_at, status, customer_id, customer_no, customer_name, owner,
      is_loading, qty_kg, search_type, search_value)
    select ${groupId}, (${`{${resourceIds.join(",")}}`}::int[])[1 + (i % ${resourceIds.length})],
      ts, ts + interval '30 minutes', case when ts < now() then 'delivered' else 'booked' end,
      ${customerId}, ${customerNo}, 'Testgården', ${customerNo}, false, 30000, 9, ${customerNo}
    from generate_series(${bookingSeq + 1}::int, ${bookingSeq + n}::int) i,
      lateral (select (${today}::date - 30 + i % 44) + make_interval(mins => 420 + 30 * ((i / 44) % 20)) as local) l,
      lateral (select l.local at time zone 'Europe/Stockholm' as ts) z
    on conflict do nothing
  `);
  bookingSeq += n;
}

async function addAgreements(n: number, from: number) {
  const statuses = ["open", "current", "inactive"] as const;
  await t.db.insert(agreements).values(
    Array.from({ length: n }, (_, i) => ({
      agreementNumber: String(700000 + from + i),
      transId: String(900000 + from + i),
      customerId,
      kind: "grain" as const,
      agreementType: "Depaavtal",
      signedAt: i % 3 === 0 ? null : new Date(),
      status: statuses[i % 3] ?? "open",
      year: 2026,
      validFrom: "2026-01-01",
      validTo: "2026-12-31",
      totalQuantity: 100,
      currency: "SEK",
    })),
  );
}

async function addDocuments(n: number, from: number) {
  const languages = ["fi", "sv"] as const;
  await t.db.insert(searchDocuments).values(
    Array.from({ length: n }, (_, i) => ({
      source: "news" as const,
      sourceId: `q${from + i}`,
      language: languages[i % 2] ?? "fi",
      title: i % 2 ? `Spannmålshandeln i Vasa ${from + i}` : `Viljakauppa Vaasassa ${from + i}`,
      body: i % 2 ? "Spannmålsmottagningen har förlängda öppettider." : "Viljanvastaanotto on avoinna pidennetyin aukioloajoin.",
      url: `/agrodesk/uutiset/${from + i}`,
      publishedAt: new Date(Date.now() - (i + 1) * 3600_000),
    })),
  );
}

beforeAll(async () => {
  watchStatements(t.pool, () => queries++);
  const c = await makeCustomer(t.db);
  customerNo = c.customerNumber;
  customerId = c.id;
  staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
  farmer = await signInAs(t.db, (await makeUser(t.db, { customers: [{ id: c.id }] })).id);
  const fc = await makeCustomer(t.db, { market: "fi" });
  fiFarmer = await signInAs(t.db, (await makeUser(t.db, { market: "fi", customers: [{ id: fc.id }] })).id);
  const group = await makeBookingGroup(t.db, { code: "QC", name: "Räknebacken" });
  groupId = group.groupId;
  resourceIds.push(...group.resourceIds);
  vehicleTypeId = group.vehicleTypeId;
  bookingCustomerNo = (await makeCustomer(t.db)).customerNumber;
});

describe("hot calls make a fixed number of queries (small data vs 10× the data)", () => {
  const calls = {
    slots: () =>
      searchAvailableSlots(t.db, {
        actor: staff,
        market: "se",
        input: ZSearchAvailableSlotsRequest.parse({ resourceGroupId: groupId, selectedDate: today, qty: 30, searchType: 9, customerNo }),
      }),
    slotsAsFarmer: () =>
      searchAvailableSlots(t.db, {
        actor: farmer,
        market: "se",
        input: ZSearchAvailableSlotsRequest.parse({ resourceGroupId: groupId, selectedDate: today, qty: 30, searchType: 9, customerNo }),
      }),
    listBooking: () =>
      searchBookings(t.db, {
        actor: staff,
        market: "se",
        input: ZSearchBookingsRequest.parse({ ResourceGroupId: String(groupId), FromDate: today, ToDate: addDays(today, 13) }),
      }),
    myAgreements: () => listGrainAgreements(t.db, { actor: farmer, customerNumber: customerNo }),
    // the documents are added with SQL, around the engine: its answer cache (decision 098) is emptied
    // so each count is of the statements themselves
    search: () =>
      clearThen(runSearch, t.db, {
        actor: fiFarmer,
        t: getT("fi"),
        input: ZSearchRequest.parse({ Query: "viljakauppa", Page: 1, PageSize: 10, PublishYear: 2000, OrderBy: "relevance" }),
      }),
    suggestions: () => clearThen(runSuggestions, t.db, { actor: fiFarmer, t: getT("fi"), query: "vilja", count: 50 }),
    // a booking made and deleted, as the harvest's booking clients do (outside the added bookings' days)
    makeBooking: async () => {
      const reply = await makeReservation(t.db, {
        actor: staff,
        market: "se",
        input: bookingRequest({ groupId, vehicleTypeId }, bookingCustomerNo, [`${addDays(today, 20)}T08:00`]),
      });
      lastBooking = must(reply.makeReservations[0]?.ReservationId ?? undefined, JSON.stringify(reply));
      return reply;
    },
    deleteBooking: () =>
      deleteReservation(t.db, { actor: staff, market: "se", input: ZDeleteReservationRequest.parse({ reservationId: lastBooking }) }),
  };

  it("counts the same statements at both sizes, and the calls see the added data", async () => {
    await addBookings(40);
    await addAgreements(3, 0);
    await addDocuments(20, 0);
    const small: Record<string, number> = {};
    for (const [name, fn] of Object.entries(calls)) small[name] = await count(fn);

    await addBookings(400);
    await addAgreements(30, 100);
    await addDocuments(200, 1000);
    const large: Record<string, number> = {};
    for (const [name, fn] of Object.entries(calls)) large[name] = await count(fn);

    expect(large).toEqual(small);
    // the session check and the slot calendar: one statement each (decision 087)
    expect(small.slots).toBe(1);
    expect(small.slotsAsFarmer).toBe(2);
    // a booking without a reminder reads no booking back and writes no reminder row; a deletion
    // withdraws the reminders in one statement (decision 116)
    expect(small.makeBooking).toBe(10);
    expect(small.deleteBooking).toBe(6);
    // the larger data really is larger in the replies
    const booked = (await calls.listBooking()).Reservations.length;
    expect(booked).toBeGreaterThan(0);
    expect((await calls.myAgreements()).agreements.length).toBe(33);
    expect((await calls.search()).TotalCount).toBeGreaterThan(100);
  });
});
