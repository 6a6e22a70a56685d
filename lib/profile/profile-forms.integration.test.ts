/**
 * The profile page's calls (issue 12 item 1): social security number, company form, business
 * profile — through the real route wrapper against PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, customerProfiles, users } from "@/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const r = {
  ssn: (await import("@/app/api/profile/save-ssn/route")).POST as Handler,
  company: (await import("@/app/api/profile/save-company/route")).POST as Handler,
  business: (await import("@/app/api/profile/save-business-profile/route")).POST as Handler,
};

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});
async function as(userId: number | null) {
  const actor = userId === null ? null : await signInAs(t.db, userId);
  state.sessionId = actor?.sessionId ?? null;
}
type Fields = { error: { message: string; fields?: Record<string, string[]> } };
const ssnOf = async (id: number) => (await t.db.select({ p: users.personNumber }).from(users).where(eq(users.id, id)))[0]?.p;

const COMPANY = {
  CompanyName: "Ekeby Gård AB",
  Address: "Ekeby 1",
  City: "Skara",
  ZipCode: "532 30",
  PhoneMobile: "070 123 45 67",
  PhoneWork: "0511 123 45",
  Email: "info@ekeby.se",
};

describe("save-ssn", () => {
  it("saves a valid personnummer as 12 digits, once; then it is locked (409)", async () => {
    const u = await makeUser(t.db);
    await as(u.id);
    const ok = await callRoute<{ ssn: string }>(r.ssn, { body: { ssn: "811228-9874" } });
    expect(ok.status).toBe(200);
    expect(ok.body.ssn).toBe("198112289874");
    expect(await ssnOf(u.id)).toBe("198112289874");
    const again = await callRoute<Fields>(r.ssn, { body: { ssn: "19121212-1212" } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Personnumret är redan sparat och kan inte ändras. Kontakta kundtjänst om det är fel.");
    expect(await ssnOf(u.id)).toBe("198112289874");
    const log = await t.db.select().from(actionLog).where(eq(actionLog.userId, u.id));
    expect(log.map((l) => l.action)).toEqual(["profile.ssn.saved"]);
    expect(JSON.stringify(log[0]?.details)).not.toContain("9874");
  });

  it("refuses bad numbers with the spec's messages (400)", async () => {
    const u = await makeUser(t.db);
    await as(u.id);
    const msg = async (ssn: string) => (await callRoute<Fields>(r.ssn, { body: { ssn } })).body.error.fields?.ssn?.[0];
    expect(await msg("")).toBe("Personnummer måste fyllas i");
    expect(await msg("12345")).toBe("Du måste ange 12 siffror (ÅÅÅÅMMDDNNNN)");
    expect(await msg("811228-9875")).toBe("Ogiltigt personnummer");
    expect(await msg("19000101-0008")).toBe("Ogiltigt personnummer"); // birth number 000
    expect(await ssnOf(u.id)).toBeNull();
  });

  it("two saves at once: one wins, the other is refused", async () => {
    const u = await makeUser(t.db);
    await as(u.id);
    const replies = await Promise.all(["811228-9874", "19121212-1212", "640823-3234"].map((ssn) => callRoute(r.ssn, { body: { ssn } })));
    expect(replies.map((x) => x.status).sort()).toEqual([200, 409, 409]);
  });

  it("a Finnish user gets the henkilötunnus rules", async () => {
    const u = await makeUser(t.db, { market: "fi" });
    await as(u.id);
    expect((await callRoute(r.ssn, { body: { ssn: "811228-9874" } })).status).toBe(400);
    const ok = await callRoute<{ ssn: string }>(r.ssn, { body: { ssn: "131052-308t" }, fi: true });
    expect(ok.status).toBe(200);
    expect(await ssnOf(u.id)).toBe("131052-308T");
  });

  it("signed out → 401", async () => {
    await as(null);
    expect((await callRoute(r.ssn, { body: { ssn: "811228-9874" } })).status).toBe(401);
  });
});

describe("save-company and save-business-profile", () => {
  async function setup(market: "se" | "fi" = "se") {
    const customer = await makeCustomer(t.db, { market });
    const owner = await makeUser(t.db, { market, customers: [{ id: customer.id, profile: "owner" }] });
    const user = await makeUser(t.db, { market, customers: [{ id: customer.id, profile: "user" }] });
    const other = await makeCustomer(t.db);
    const otherOwner = await makeUser(t.db, { customers: [{ id: other.id, profile: "owner" }] });
    return { customer, owner, user, other, otherOwner };
  }

  it("an owner saves the company form (normalised Swedish mobile and phone)", async () => {
    const s = await setup();
    await as(s.owner.id);
    const res = await callRoute<{ company: typeof COMPANY }>(r.company, { body: COMPANY });
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ PhoneMobile: "+46701234567", PhoneWork: "+4651112345" });
    const [row] = await t.db.select().from(customerProfiles).where(eq(customerProfiles.customerId, s.customer.id));
    expect(row).toMatchObject({
      companyName: "Ekeby Gård AB",
      address: "Ekeby 1",
      city: "Skara",
      zipCode: "532 30",
      mobile: "+46701234567",
      email: "info@ekeby.se",
    });
    const [log] = await t.db.select().from(actionLog).where(eq(actionLog.action, "profile.company.saved"));
    expect(log?.customerNumber).toBe(s.customer.customerNumber);
  });

  it("every rule of the company form (400 with field messages)", async () => {
    const s = await setup();
    await as(s.owner.id);
    const res = await callRoute<Fields>(r.company, {
      body: { CompanyName: " ", Address: "", City: "", ZipCode: "012 34", PhoneMobile: "0511-12345", PhoneWork: "abc", Email: "x@y" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      CompanyName: ["Du måste ange företagsnamn"],
      Address: ["Du måste ange adress"],
      City: ["Du måste ange ort"],
      ZipCode: ["Ange ett giltigt postnummer, t.ex. 123 45"],
      PhoneMobile: ["Ange ett giltigt mobilnummer, t.ex. 070 123 45 67"],
      PhoneWork: ["Ange en giltig telefonnummer"],
      Email: ["Ange en korrekt epost"],
    });
    const missing = await callRoute<Fields>(r.company, { body: { ...COMPANY, PhoneMobile: "", Email: "", PhoneWork: "" } });
    expect(missing.body.error.fields).toEqual({ PhoneMobile: ["Du måste ange ett mobilnummer"], Email: ["Du måste ange en E-postadress"] });
  });

  it("a Finnish customer gets Finnish zip and mobile rules", async () => {
    const s = await setup("fi");
    await as(s.owner.id);
    const bad = await callRoute<Fields>(r.company, { body: COMPANY, fi: true });
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(["PhoneMobile", "PhoneWork", "ZipCode"]);
    const ok = await callRoute(r.company, {
      body: { ...COMPANY, ZipCode: "60100", PhoneMobile: "+358 401234567", PhoneWork: "+358 6 123 4567" },
      fi: true,
    });
    expect(ok.status).toBe(200);
  });

  it("business profile: name required; saved by an owner", async () => {
    const s = await setup();
    await as(s.owner.id);
    const bad = await callRoute<Fields>(r.business, { body: { BusinessName: "" } });
    expect(bad.body.error.fields).toEqual({ BusinessName: ["Du måste ange verksamhetens namn"] });
    expect((await callRoute(r.business, { body: { BusinessName: "Ekeby spannmål" } })).status).toBe(200);
    const [row] = await t.db.select().from(customerProfiles).where(eq(customerProfiles.customerId, s.customer.id));
    expect(row?.businessName).toBe("Ekeby spannmål");
  });

  it("a plain user, another customer's owner and a signed-out caller are refused", async () => {
    const s = await setup();
    await as(s.user.id);
    expect((await callRoute(r.company, { body: COMPANY })).status).toBe(403);
    expect((await callRoute(r.business, { body: { BusinessName: "X" } })).status).toBe(403);
    await as(s.otherOwner.id);
    // the other owner's customer in play is their own: nothing of s.customer changes
    expect((await callRoute(r.business, { body: { BusinessName: "Intrång" } })).status).toBe(200);
    const [row] = await t.db.select().from(customerProfiles).where(eq(customerProfiles.customerId, s.customer.id));
    expect(row).toBeUndefined();
    await as(null);
    expect((await callRoute(r.company, { body: COMPANY })).status).toBe(401);
    expect((await callRoute(r.business, { body: { BusinessName: "X" } })).status).toBe(401);
  });
});
