/**
 * The 31 facility calls (spec 3 §7, endpoints.tsv area `facilities`) and the coordinates lookup
 * through the real route wrapper against a real database: 401 signed out, 403 for a farmer on
 * every editor call and for another market's rows, the editors' rules with the spec's messages,
 * hours feeding time booking, notices through the outbox once per save, the subscription limit
 * under a race, idempotent creates, deletes refused while bookings exist, connections from both
 * sides, images by content.
 */
import { NextRequest } from "next/server";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  facilities,
  facilityOwners,
  facilitySubscriptions,
  geoPlaces,
  facilityCategories,
  outbox,
  reservations,
  resourceGroups,
  resourceOpeningHours,
  resources,
  storedFiles,
  users,
} from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { seedLogistics } from "@/seed/logistics";
import { seedFacilities } from "@/seed/facilities";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { must } from "@/tests/support/must";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const api = async (p: string) => (await import(`@/app/api/${p}/route`)) as { GET?: Handler; POST?: Handler };
const OH = "facility-edit-opening-hours";
const SUB = "facility-opening-hours-subscription";
const INFO = "facility-edit-information";
const CP = "facility-contact-person";

const t = useTestDb();
beforeAll(async () => {
  await seedLogistics(t.db, { demo: false });
  await seedFacilities(t.db, { demo: true });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

type Json = Record<string, unknown>;
async function call<T = ErrorReply>(path: string, opts: { get?: Json; json?: unknown; form?: FormData; host?: string } = {}) {
  const [route = path, query = ""] = path.split("?");
  const mod = await api(route);
  const handler = must(mod.GET ?? mod.POST);
  const host = opts.host ?? "portal.test";
  const headers: Record<string, string> = { host, origin: `http://${host}`, accept: "application/json" };
  const url = new URL(`http://${host}/api/${route}?${query}`);
  let init: RequestInit = { method: "GET", headers };
  if (mod.GET) for (const [k, v] of Object.entries(opts.get ?? {})) url.searchParams.set(k, String(v));
  else if (opts.form) init = { method: "POST", headers, body: opts.form };
  else {
    headers["content-type"] = "application/json";
    init = { method: "POST", headers, body: JSON.stringify(opts.json ?? {}) };
  }
  const res = await handler(new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve({}) });
  return { status: res.status, body: parseReply<T>(await res.text()) };
}

const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};

async function staff() {
  const user = await makeUser(t.db, { internal: true });
  return signInAs(t.db, user.id);
}
async function farmer(mobile: string | null = null) {
  const own = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  if (mobile) await t.db.update(users).set({ mobile }).where(eq(users.id, user.id));
  return { own, user, actor: await signInAs(t.db, user.id) };
}

const facilityId = async (code: string) => must((await t.db.select().from(facilities).where(eq(facilities.code, code)))[0]).id;
const ownerId = async (name: string) => must((await t.db.select().from(facilityOwners).where(eq(facilityOwners.name, name)))[0]).id;
const geo = async (code: string) => must((await t.db.select().from(geoPlaces).where(eq(geoPlaces.code, code)))[0]).id;
const category = async (name: string) =>
  must((await t.db.select().from(facilityCategories).where(eq(facilityCategories.name, name)))[0]).id;

const week = (from: string, to: string, days = 5) =>
  [1, 2, 3, 4, 5, 6, 7].map((d) => ({ Day: d, FromHour: d <= days ? from : "", ToHour: d <= days ? to : "", Information: "" }));

const hoursForm = (id: number, extra: Json = {}) => ({
  FacilityId: id,
  ExtraPhoneNumber: "",
  PhoneBooking: "0511-1",
  Email: "skara@demo.se",
  Website: "https://www.lantmannen.se",
  OtherInformation: "",
  NormalPeriod: { OpeningHours: week("07:00", "16:00") },
  HarvestPeriod: { FromDate: "", ToDate: "", OtherInformation: "", OpeningHours: week("", "") },
  ...extra,
});

const messages = (r: { body: ErrorReply }) => Object.values(r.body.error.fields ?? {}).flat();

const STAFF_CALLS: { path: string; get?: Json; json?: Json }[] = [
  { path: `${OH}/facilities-by-type`, get: {} },
  { path: `${OH}/fetch-facility-opening-hours`, get: { facilityId: 1 } },
  { path: `${OH}/save-facility-opening-hours`, json: {} },
  { path: `${OH}/send-facility-opening-hours-preview`, json: {} },
  { path: `${OH}/upload-facility-opening-hours-image`, json: {} },
  { path: `${OH}/delete-facility-opening-hours-image`, json: { facilityId: 1 } },
  { path: `${INFO}/facilities-by-owner`, get: { facilityOwnerId: 1 } },
  { path: `${INFO}/edit-facility-information`, get: { facilityId: 1 } },
  { path: `${INFO}/facility-sub-categories-by-parent-category`, get: {} },
  { path: `${INFO}/facility-contact-person-information`, get: { contactPersonId: 1 } },
  { path: `${INFO}/facility-contact-person-connection`, get: { facilityId: 1, contactPersonId: 1 } },
  { path: `${INFO}/create-new-facility`, json: { facilityOwnerId: 1 } },
  { path: `${INFO}/save-facility-information`, json: {} },
  { path: `${INFO}/delete-facility-information`, json: { facilityOwner: 1, facilityId: 1 } },
  { path: `${INFO}/connect-contact-person-to-facility`, json: { facilityId: 1, contactPersonId: 1 } },
  { path: `${INFO}/upload-facility-information-image`, json: {} },
  { path: `${INFO}/delete-facility-information-image`, json: { facilityId: 1 } },
  { path: `${INFO}/coordinates`, get: { address: "a", zipCode: "1", city: "c" } },
  { path: `${CP}/contact-persons-by-owner`, get: { contactPersonOwnerId: 1 } },
  { path: `${CP}/edit-contact-person`, get: { contactPersonId: 1 } },
  { path: `${CP}/contact-person-facility-information`, get: { facilityId: 1 } },
  { path: `${CP}/contact-person-facility-connection`, get: { facilityId: 1, contactPersonId: 1 } },
  { path: `${CP}/contact-person-sub-categories-by-parent-category`, get: {} },
  { path: `${CP}/create-new-contact-person`, json: { contactPersonOwnerId: 1 } },
  { path: `${CP}/save-contact-person`, json: {} },
  { path: `${CP}/delete-contact-person`, json: { contactPersonOwnerId: 1, contactPersonId: 1 } },
  { path: `${CP}/connect-facility-to-contact-person`, json: { facilityId: 1, contactPersonId: 1 } },
  { path: `${CP}/upload-contact-person-image`, json: {} },
  { path: `${CP}/delete-contact-person-image`, json: { contactPersonId: 1 } },
];
const USER_CALLS = [
  { path: `${SUB}/facility-subscription-information`, get: { facilityId: 1 } },
  { path: `${SUB}/facility-subscription`, get: { facilityId: 1 } },
  { path: `${SUB}/SaveFacilitySubscription`, json: { FacilityId: 1 } },
];

describe("access", () => {
  it("answers 401 signed out on all 32 calls and 403 to a farmer on every editor call (IsInternal is not trusted)", async () => {
    for (const c of [...STAFF_CALLS, ...USER_CALLS]) {
      as(null);
      expect((await call(c.path, c)).status, c.path).toBe(401);
    }
    const f = await farmer();
    as(f.actor);
    for (const c of STAFF_CALLS) {
      const r = await call(c.path, { get: c.get && { ...c.get, isInternal: "true" }, json: c.json && { ...c.json, isInternal: true } });
      expect(r.status, c.path).toBe(403);
    }
  });

  it("keeps staff to the site's market: a Finnish facility from the Swedish site is 403", async () => {
    as(await staff());
    const sei = await facilityId("SEI");
    expect((await call(`${OH}/fetch-facility-opening-hours`, { get: { facilityId: sei } })).status).toBe(403);
    expect((await call(`${OH}/fetch-facility-opening-hours`, { get: { facilityId: sei }, host: "portal.test.fi" })).status).toBe(200);
    expect((await call(`${OH}/fetch-facility-opening-hours`, { get: { facilityId: 999999 } })).status).toBe(404);
  });
});

describe("opening hours", () => {
  it("lists facilities by type and fetches the hours with Swedish day names, Monday first", async () => {
    as(await staff());
    const type = await category("Spannmålsmottagning");
    const list = await call<{ facilities: { Value: string; Text: string }[] }>(`${OH}/facilities-by-type`, {
      get: { selectedFacilityType: type },
    });
    expect(list.status).toBe(200);
    expect(list.body.facilities.map((f) => f.Text)).toEqual(expect.arrayContaining(["Skara", "Lidköping", "Kristianstad mottagning"]));
    expect(list.body.facilities.map((f) => f.Text)).not.toContain("Seinäjoki");
    const r = await call<{ facilityInformation: { NormalPeriod: { OpeningHours: { Day: string; FromHour: string }[] } } }>(
      `${OH}/fetch-facility-opening-hours`,
      { get: { facilityId: await facilityId("SKA") } },
    );
    expect(r.body.facilityInformation.NormalPeriod.OpeningHours.map((d) => d.Day)).toEqual([
      "Måndag",
      "Tisdag",
      "Onsdag",
      "Torsdag",
      "Fredag",
      "Lördag",
      "Söndag",
    ]);
    expect(r.body.facilityInformation.NormalPeriod.OpeningHours[0]?.FromHour).toBe("07:00");
  });

  it("refuses each rule of spec 3 §5 with its message", async () => {
    as(await staff());
    const id = await facilityId("UPP");
    const days = week("07:00", "16:00");
    days[0] = { Day: 1, FromHour: "08:00", ToHour: "", Information: "" };
    days[1] = { Day: 2, FromHour: "", ToHour: "10:00", Information: "" };
    days[2] = { Day: 3, FromHour: "12:00", ToHour: "10:00", Information: "" };
    const r = await call(`${OH}/save-facility-opening-hours`, {
      json: {
        facilityInformationSaveRequest: hoursForm(id, {
          NormalPeriod: { OpeningHours: days },
          HarvestPeriod: { FromDate: "2026-09-30", ToDate: "2026-08-01", OtherInformation: "x".repeat(121), OpeningHours: [] },
          ExtraPhoneNumber: "1".repeat(21),
          PhoneBooking: "1".repeat(51),
          Fax: "1".repeat(21),
          Email: "not-an-email",
          Website: "www.example.se",
          OtherInformation: "x".repeat(121),
        }),
      },
    });
    expect(r.status).toBe(400);
    expect(messages(r)).toEqual(
      expect.arrayContaining([
        "Till tim måste ange.",
        "Från tim måste ange.",
        "Till tim måste vara större än Från tim.",
        "Till datum måste vara större än Från datum.",
        "Info ändrade öppettider kan vara max 120 tecken.",
        "Extra telefonnummer kan vara max 20 tecken.",
        "Ange ett giltigt e-post adress.",
        "Ange ett giltigt webbplats adress.",
      ]),
    );
    const onlyFrom = await call(`${OH}/save-facility-opening-hours`, {
      json: { facilityInformationSaveRequest: hoursForm(id, { HarvestPeriod: { FromDate: "2026-08-01", ToDate: "", OpeningHours: [] } }) },
    });
    expect(messages(onlyFrom)).toEqual(["Till datum måste ange."]);
  });

  it("saves (hour 0 as 2400), feeds time booking's resource hours at once and lists bookings outside the new hours", async () => {
    const s = await staff();
    as(s);
    const id = await facilityId("LID");
    const [res] = await t.db
      .select({ id: resources.id, group: resources.resourceGroupId })
      .from(resources)
      .innerJoin(resourceGroups, eq(resourceGroups.id, resources.resourceGroupId))
      .where(eq(resourceGroups.facilityId, id));
    const r0 = must(res);
    // a booking on the coming Tuesday at 12:00 UTC (13:00 or 14:00 local); the new hours close at 12:00 on weekdays
    const now = new Date();
    const tuesday = new Date(now.getTime() + ((8 - ((now.getUTCDay() + 6) % 7 || 7)) % 7 || 7) * 86400000);
    const day = tuesday.toISOString().slice(0, 10);
    const c = await makeCustomer(t.db);
    const [booking] = await t.db
      .insert(reservations)
      .values({
        resourceGroupId: r0.group,
        resourceId: r0.id,
        startsAt: new Date(`${day}T12:00:00Z`),
        endsAt: new Date(`${day}T12:30:00Z`),
        customerId: c.id,
        customerNo: c.customerNumber,
        customerName: c.name,
        owner: "test",
        isLoading: false,
        qtyKg: 1000,
        searchType: 5,
        searchValue: "x",
      } as typeof reservations.$inferInsert)
      .returning();
    const days = week("06:00", "12:00");
    days[6] = { Day: 7, FromHour: "18:00", ToHour: "00:00", Information: "kväll" };
    const r = await call<{ result: boolean; message: string; bookingsOutsideHours: { reservationId: number }[] }>(
      `${OH}/save-facility-opening-hours`,
      { json: { facilityInformationSaveRequest: hoursForm(id, { NormalPeriod: { OpeningHours: days } }) } },
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ result: true, message: "Anläggning uppdaterad" });
    expect(r.body.bookingsOutsideHours.map((b) => b.reservationId)).toEqual([must(booking).id]);
    const rows = await t.db.select().from(resourceOpeningHours).where(eq(resourceOpeningHours.resourceId, r0.id));
    expect(rows.filter((h) => h.validFrom === null).map((h) => [h.weekday, h.opensAt, h.closesAt])).toEqual(
      expect.arrayContaining([
        [1, 360, 720],
        [7, 1080, 1440],
      ]),
    );
    expect(rows.some((h) => h.validFrom !== null)).toBe(false);
    // time booking's slot calendar follows at once
    const slots = await call<{ Calendar: { Days: { Date: string; TimeSlots: { StartTime: string }[] }[] } }>(
      "time-booking/SearchAvailableSlots",
      { json: { resourceGroupId: r0.group, selectedDate: day, customerNo: c.customerNumber } },
    );
    expect(slots.status).toBe(200);
    const slotTimes = must(slots.body.Calendar.Days.find((d) => d.Date === day)).TimeSlots.map((x) => x.StartTime);
    expect(slotTimes[0]).toBe("06:00");
    expect(slotTimes.every((x) => x < "12:00")).toBe(true);
    const back = await call<{ facilityInformation: { NormalPeriod: { OpeningHours: { ToHour: string; Information: string }[] } } }>(
      `${OH}/fetch-facility-opening-hours`,
      { get: { facilityId: id } },
    );
    expect(back.body.facilityInformation.NormalPeriod.OpeningHours[6]).toMatchObject({ ToHour: "00:00", Information: "kväll" });
  });

  it("save-and-notify queues one message per subscriber by their settings, once per save key", async () => {
    const s = await staff();
    const id = await facilityId("UPP");
    const withMobile = await farmer("0701234567");
    const withoutMobile = await farmer(null);
    for (const f of [withMobile, withoutMobile]) {
      as(f.actor);
      expect((await call(`${SUB}/SaveFacilitySubscription`, { json: { FacilityId: id, isNewSubscription: true } })).status).toBe(200);
    }
    as(s);
    const body = {
      facilityInformationSaveRequest: hoursForm(id, {
        HarvestPeriod: { FromDate: "2026-08-01", ToDate: "2026-09-30", OtherInformation: "Skörd", OpeningHours: week("06:00", "22:00", 6) },
      }),
      notifySubscribers: true,
      notifySubscribersForEffectivePeriod: false,
      idempotencyKey: "save-key-0001",
    };
    const r = await call<{ notifiedSubscribers: number; message: string }>(`${OH}/save-facility-opening-hours`, { json: body });
    expect(r.status).toBe(200);
    expect(r.body.notifiedSubscribers).toBe(2);
    expect(r.body.message).toContain("Anläggning uppdaterad");
    const again = await call<{ notifiedSubscribers: number }>(`${OH}/save-facility-opening-hours`, { json: body });
    expect(again.body.notifiedSubscribers).toBe(0);
    const sent = await t.db.select().from(outbox).where(eq(outbox.kind, "facility-hours-changed"));
    const mine = sent.filter((m) => m.dedupeKey?.startsWith(`facility-hours:${id}:save-key-0001:`));
    expect(mine.map((m) => [m.channel, m.recipient]).sort()).toEqual(
      [
        ["email", withoutMobile.user.email],
        ["sms", "0701234567"],
      ].sort(),
    );
    expect(mine[0]?.body).toContain("06:00-22:00");
    // harvest hours are dated resource rows now
    const dated = await t.db
      .select()
      .from(resourceOpeningHours)
      .innerJoin(resources, eq(resources.id, resourceOpeningHours.resourceId))
      .innerJoin(resourceGroups, eq(resourceGroups.id, resources.resourceGroupId))
      .where(and(eq(resourceGroups.facilityId, id), eq(resourceOpeningHours.validFrom, "2026-08-01")));
    expect(dated.length).toBeGreaterThan(0);
  });

  it("sends a preview SMS only to a valid Swedish mobile number", async () => {
    as(await staff());
    const id = await facilityId("SKA");
    for (const bad of ["070123456", "0801234567", "+4670123456789", "abc"]) {
      const r = await call(`${OH}/send-facility-opening-hours-preview`, {
        json: { facilityInformationSaveRequest: hoursForm(id), phoneNumber: bad },
      });
      expect(r.status, bad).toBe(400);
      expect(messages(r)).toContain("Ange ett giltigt mobilnummer for test avisering.");
    }
    for (const good of ["0701234567", "+46701234567", "0046701234567"]) {
      const r = await call<{ result: boolean; message: string }>(`${OH}/send-facility-opening-hours-preview`, {
        json: { facilityInformationSaveRequest: hoursForm(id), phoneNumber: good },
      });
      expect(r.body, good).toMatchObject({ result: true, message: "Sms skickat" });
    }
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, "facility-hours-preview"));
    expect(rows.map((m) => m.recipient)).toEqual(expect.arrayContaining(["0701234567", "+46701234567"]));
    expect(rows.every((m) => m.channel === "sms")).toBe(true);
  });

  it("uploads an image checked by content and removes it", async () => {
    as(await staff());
    const id = await facilityId("SKA");
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2e7d4a" } })
      .png()
      .toBuffer();
    const form = (bytes: Uint8Array, type: string) => {
      const f = new FormData();
      f.set("facilityId", String(id));
      f.set("UploadedImage", new File([bytes as BlobPart], "f.png", { type }));
      return f;
    };
    const fake = await call(`${OH}/upload-facility-opening-hours-image`, {
      form: form(new TextEncoder().encode("not an image"), "image/png"),
    });
    expect(fake.status).toBeGreaterThanOrEqual(400);
    expect(fake.status).toBeLessThan(500);
    const up = await call<{ imageUrl: string }>(`${OH}/upload-facility-opening-hours-image`, {
      form: form(new Uint8Array(png), "image/png"),
    });
    expect(up.status).toBe(200);
    expect(up.body.imageUrl).toMatch(new RegExp(`^/api/files/facilities/${id}/`));
    const key = up.body.imageUrl.replace("/api/files/", "");
    expect((await t.db.select().from(storedFiles).where(eq(storedFiles.key, key))).length).toBe(1);
    const del = await call<{ imageUrl: string }>(`${INFO}/delete-facility-information-image`, { json: { facilityId: id } });
    expect(del.body.imageUrl).toBe("");
    expect((await t.db.select().from(storedFiles).where(eq(storedFiles.key, key))).length).toBe(0);
  });
});

describe("subscriptions", () => {
  it("subscribes, lists, unsubscribes; another user's UserId is 403; at most 10, also under 20 racing requests", async () => {
    const f = await farmer();
    as(f.actor);
    const ids = (await t.db.select({ id: facilities.id }).from(facilities).where(eq(facilities.market, "se"))).map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(11);
    const info = await call<{ facilityInformation: { FacilityName: string; Address: unknown }; isFacilitySubscribedByUser: boolean }>(
      `${SUB}/facility-subscription-information`,
      { get: { facilityId: must(ids[0]) } },
    );
    expect(info.status).toBe(200);
    expect(info.body.isFacilitySubscribedByUser).toBe(false);
    expect(
      (await call(`${SUB}/SaveFacilitySubscription`, { json: { FacilityId: ids[0], UserId: f.user.id + 1000, isNewSubscription: true } }))
        .status,
    ).toBe(403);
    const other = await makeCustomer(t.db);
    expect(
      (
        await call(`${SUB}/SaveFacilitySubscription`, {
          json: { FacilityId: ids[0], CustomerNumber: other.customerNumber, isNewSubscription: true },
        })
      ).status,
    ).toBe(403);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(`${SUB}/SaveFacilitySubscription`, {
          json: { FacilityId: ids[i % ids.length], UserId: f.user.id, isNewSubscription: true, CustomerNumber: f.own.customerNumber },
        }),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const count = await t.db.$count(facilitySubscriptions, eq(facilitySubscriptions.userId, f.user.id));
    expect(count).toBe(10);
    const subscribed = (await t.db.select().from(facilitySubscriptions).where(eq(facilitySubscriptions.userId, f.user.id))).map(
      (s) => s.facilityId,
    );
    const notYet = must(ids.find((id) => !subscribed.includes(id)));
    const eleventh = await call(`${SUB}/SaveFacilitySubscription`, { json: { FacilityId: notYet, isNewSubscription: true } });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.message).toContain("högst 10");
    // subscribing again to one already followed is fine at the limit
    expect((await call(`${SUB}/SaveFacilitySubscription`, { json: { FacilityId: subscribed[0], isNewSubscription: true } })).status).toBe(
      200,
    );
    const off = await call<{ isFacilitySubscribedByUser: boolean; facilityInformationSubscriptions: unknown[] }>(
      `${SUB}/SaveFacilitySubscription?isNewSubscription=false`,
      {
        json: { FacilityId: subscribed[0] },
      },
    );
    expect(off.body.isFacilitySubscribedByUser).toBe(false);
    expect(off.body.facilityInformationSubscriptions).toHaveLength(9);
    const status = await call<{ userId: number; facilityInformationSubscriptions: unknown[] }>(`${SUB}/facility-subscription`, {
      get: { facilityId: notYet },
    });
    expect(status.body.userId).toBe(f.user.id);
  });
});

const address = async (extra: Json = {}) => ({
  VisitingAddress: "Storgatan 1",
  ZipCode: "532 30",
  City: "Skara",
  CountryId: await geo("SE"),
  AreaId: await geo("SE-GOT"),
  RegionId: await geo("SE-O"),
  Latitude: "58.386",
  Longitude: "13.438",
  ...extra,
});

describe("facility information", () => {
  it("creates once per create key with the defaults, edits, checks the rules and deletes unless bookings lie ahead", async () => {
    as(await staff());
    const owner = await ownerId("Lantmännen Lantbruk");
    const tpl = await call<{ facilityInformation: Json & { CreateKey: string } }>(`${INFO}/create-new-facility`, {
      json: { facilityOwnerId: owner },
    });
    expect(tpl.body.facilityInformation).toMatchObject({
      WarehouseType: "Z1",
      WarehouseSubType: "1",
      FacilityId: null,
      FacilityOwnerId: owner,
    });
    const bad = await call(`${INFO}/save-facility-information`, {
      json: {
        facilityInformation: {
          FacilityOwnerId: owner,
          HasSecondaryAddress: true,
          PrimaryAddress: { ZipCode: "1".repeat(21), City: "x".repeat(51) },
          SecondaryAddress: {},
          OtherInformation: "x".repeat(1201),
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        "Anläggningsnamn saknar värde.",
        "Anläggningstyp saknar värde.",
        "Tillhörighet saknar värde.",
        "Språk saknar värde.",
        "Övrig information kan vara max 1200 tecken.",
        "Primär adress besöksadress saknar värde.",
        "Primär adress postnummer kan vara max 20 tecken.",
        "Primär adress ort kan vara max 50 tecken.",
        "Primär adress land saknar värde.",
        "Sekundär adress besöksadress saknar värde.",
      ]),
    );
    const form = {
      CreateKey: tpl.body.facilityInformation.CreateKey,
      FacilityName: "Testbutik",
      FacilityOwnerId: owner,
      FacilityType: `${await category("Lantbruksbutik")}`,
      FacilityPropertyType: "own",
      LanguageCode: "sv",
      ShowFacilityInfo: true,
      PrimaryAddress: await address(),
      HasSecondaryAddress: false,
    };
    const a = await call<{ id: number; message: string }>(`${INFO}/save-facility-information`, { json: { facilityInformation: form } });
    expect(a.status).toBe(200);
    expect(a.body.message).toBe("Anläggning sparad");
    const b = await call<{ id: number }>(`${INFO}/save-facility-information`, { json: { facilityInformation: form } });
    expect(b.body.id).toBe(a.body.id);
    const list = await call<{ facilitiesByOwner: { FacilityId: number }[] }>(`${INFO}/facilities-by-owner`, {
      get: { facilityOwnerId: owner },
    });
    expect(list.body.facilitiesByOwner.filter((f) => f.FacilityId === a.body.id)).toHaveLength(1);
    // a region that is not in the area is refused
    const wrong = await call(`${INFO}/save-facility-information`, {
      json: {
        facilityInformation: {
          ...form,
          CreateKey: undefined,
          FacilityId: a.body.id,
          PrimaryAddress: await address({ RegionId: await geo("SE-AB") }),
        },
      },
    });
    expect(wrong.status).toBe(400);
    const edit = await call<{ facilityInformation: { FacilityName: string; PrimaryAddress: { Region: string } } }>(
      `${INFO}/edit-facility-information`,
      {
        get: { facilityId: a.body.id },
      },
    );
    expect(edit.body.facilityInformation).toMatchObject({ FacilityName: "Testbutik", PrimaryAddress: { Region: "Västra Götaland" } });
    // Skara has a future booking: refused
    const ska = await facilityId("SKA");
    const [grp] = await t.db.select().from(resourceGroups).where(eq(resourceGroups.facilityId, ska));
    const [res] = await t.db
      .select()
      .from(resources)
      .where(eq(resources.resourceGroupId, must(grp).id));
    const c = await makeCustomer(t.db);
    await t.db.insert(reservations).values({
      resourceGroupId: must(grp).id,
      resourceId: must(res).id,
      startsAt: new Date(Date.now() + 5 * 86400000),
      endsAt: new Date(Date.now() + 5 * 86400000 + 1800000),
      customerId: c.id,
      customerNo: c.customerNumber,
      customerName: c.name,
      owner: "test",
      isLoading: false,
      qtyKg: 1000,
      searchType: 5,
      searchValue: "x",
    } as typeof reservations.$inferInsert);
    const refused = await call(`${INFO}/delete-facility-information`, { json: { facilityOwner: owner, facilityId: ska } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain("kommande bokningar");
    const del = await call<{ message: string }>(`${INFO}/delete-facility-information`, {
      json: { facilityOwner: owner, facilityId: a.body.id },
    });
    expect(del.body.message).toBe("Anläggning har tagits bort");
    expect((await call(`${INFO}/edit-facility-information`, { get: { facilityId: a.body.id } })).status).toBe(404);
  });

  it("offers sub-categories and looks up coordinates (missing parts → the spec's message; unknown → not found)", async () => {
    as(await staff());
    const top = await call<{ subCategories: { Value: string; Text: string }[] }>(`${INFO}/facility-sub-categories-by-parent-category`, {
      get: {},
    });
    const grain = must(top.body.subCategories.find((c) => c.Text === "Spannmål"));
    const sub = await call<{ subCategories: { Text: string }[] }>(`${INFO}/facility-sub-categories-by-parent-category`, {
      get: { parentCategoryId: grain.Value },
    });
    expect(sub.body.subCategories.map((c) => c.Text)).toEqual(["Spannmålsmottagning", "Torkning", "Lager"]);
    const missing = await call(`${INFO}/coordinates`, { get: { address: "Storgatan 1", zipCode: "", city: "Skara" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe("Ange Gatuadress,Postnummer och Ort för att hämta koordinaterna.");
    const found = await call<{ found: boolean; latitude: string }>(`${INFO}/coordinates`, {
      get: { address: "Storgatan 1", zipCode: "532 30", city: "Skara" },
    });
    expect(found.body).toMatchObject({ found: true, latitude: "58.386" });
    const none = await call<{ found: boolean }>(`${INFO}/coordinates`, {
      get: { address: "Storgatan 1", zipCode: "999 99", city: "Ingenstans" },
    });
    expect(none.body.found).toBe(false);
  });
});

describe("contact persons", () => {
  it("creates, connects from both sides, checks the rules, deletes", async () => {
    as(await staff());
    const owner = await ownerId("Lantmännen Lantbruk");
    const tpl = await call<{ contactPersonInformation: { CreateKey: string } }>(`${CP}/create-new-contact-person`, {
      json: { contactPersonOwnerId: owner },
    });
    const bad = await call(`${CP}/save-contact-person`, {
      json: { contactPersonInformation: { ContactPersonOwnerId: owner, Description: "x".repeat(1201), CellNumber: "1".repeat(21) } },
    });
    expect(messages(bad)).toEqual(
      expect.arrayContaining([
        "Förnamn saknar värde.",
        "Efternamn saknar värde.",
        "Affärsområde saknar värde.",
        "Primär roll saknar värde.",
        "Land saknar värde.",
        "Mobilnummer kan vara max 20 tecken.",
        "Beskrivning kan vara max 1200 tecken.",
      ]),
    );
    const saved = await call<{ id: number; message: string }>(`${CP}/save-contact-person`, {
      json: {
        contactPersonInformation: {
          CreateKey: tpl.body.contactPersonInformation.CreateKey,
          ContactPersonFirstName: "Test",
          ContactPersonLastName: "Person",
          ContactPersonOwnerId: owner,
          ContactPersonBusinessAreas: `${await category("Service")}`,
          PrimaryRole: "Säljare",
          CountryId: await geo("SE"),
        },
      },
    });
    expect(saved.body.message).toBe("Kontaktpersoner sparad");
    const pid = saved.body.id;
    const ska = await facilityId("SKA");
    const lid = await facilityId("LID");
    const a = await call<{ facilityConnectedContactPersons: { ContactPersonId: number }[] }>(`${INFO}/connect-contact-person-to-facility`, {
      json: { facilityId: ska, contactPersonId: pid, isNewConnection: true },
    });
    expect(a.body.facilityConnectedContactPersons.map((p) => p.ContactPersonId)).toContain(pid);
    const b = await call<{ contactPersonConnectedFacilities: { FacilityId: number }[] }>(`${CP}/connect-facility-to-contact-person`, {
      json: { facilityId: lid, contactPersonId: pid, isNewConnection: true },
    });
    expect(b.body.contactPersonConnectedFacilities.map((f) => f.FacilityId).sort()).toEqual([ska, lid].sort());
    expect(
      (
        await call<{ isFacilityConnected: boolean }>(`${CP}/contact-person-facility-connection`, {
          get: { facilityId: lid, contactPersonId: pid },
        })
      ).body.isFacilityConnected,
    ).toBe(true);
    await call(`${CP}/connect-facility-to-contact-person`, { json: { facilityId: lid, contactPersonId: pid, isNewConnection: false } });
    expect(
      (
        await call<{ isContactPersonConnected: boolean }>(`${INFO}/facility-contact-person-connection`, {
          get: { facilityId: lid, contactPersonId: pid },
        })
      ).body.isContactPersonConnected,
    ).toBe(false);
    const person = await call<{ contactPersonInformation: { ConnectedFacilityIds: string } }>(`${CP}/edit-contact-person`, {
      get: { contactPersonId: pid },
    });
    expect(person.body.contactPersonInformation.ConnectedFacilityIds).toBe(String(ska));
    const fi = await call(`${CP}/connect-facility-to-contact-person`, {
      json: { facilityId: await facilityId("SEI"), contactPersonId: pid, isNewConnection: true },
    });
    expect(fi.status).toBe(403);
    const del = await call<{ message: string }>(`${CP}/delete-contact-person`, {
      json: { contactPersonOwnerId: owner, contactPersonId: pid },
    });
    expect(del.body.message).toBe("Kontakt personer har tagits bort");
    const list = await call<{ contactPersonsByOwner: { ContactPersonId: number }[] }>(`${CP}/contact-persons-by-owner`, {
      get: { contactPersonOwnerId: owner },
    });
    expect(list.body.contactPersonsByOwner.map((p) => p.ContactPersonId)).not.toContain(pid);
  });
});
