/**
 * The contact form's calls through the real route wrapper (issue 12 item 5; decision 078):
 * required fields signed in and out, the message stored with mails to staff and a receipt, the
 * rate limit, and staff's list (401/403 for others, one market's messages).
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages, outbox, rateLimits } from "@/db/schema";
import { callRoute } from "@/tests/support/call-route";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import { staffMailbox } from "./send-contact-message";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const r = {
  send: (await import("@/app/api/contact/send/route")).POST as Handler,
  list: (await import("@/app/api/contact/messages/route")).GET as Handler,
};

const t = useTestDb();
beforeEach(async () => {
  state.db = t.db;
  state.sessionId = null;
  await t.db.delete(rateLimits);
});
type Err = { error: { fields?: Record<string, string[]> } };
async function as(userId: number | null) {
  state.sessionId = userId === null ? null : (await signInAs(t.db, userId)).sessionId;
}
let n = 0;
const signedOut = (over: Record<string, unknown> = {}) => ({
  subject: "Fråga om faktura",
  message: "Hej, jag undrar över fakturan.",
  name: "Eva Ek",
  email: `eva${Date.now()}${++n}@test.se`,
  customerNumber: "100234",
  ...over,
});

describe("contact form", () => {
  it("signed out: subject, message, name, a valid e-mail and a customer number of digits are required", async () => {
    const res = await callRoute<Err>(r.send, { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ subject: ["Du måste ange Ämne"], message: ["Du måste ange Meddelande"] });
    const who = await callRoute<Err>(r.send, { body: signedOut({ name: "", email: "not-an-address", customerNumber: "12ab" }) });
    expect(who.status).toBe(400);
    expect(who.body.error.fields).toMatchObject({
      name: ["Du måste ange namn"],
      email: ["Ange en korrekt epost"],
      customerNumber: ["Kundnumret får bara innehålla siffror"],
    });
    expect(await t.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("signed out: stored, e-mailed to staff, a receipt to the sender", async () => {
    const body = signedOut();
    const res = await callRoute<{ id: number }>(r.send, { body });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row).toMatchObject({ name: "Eva Ek", email: body.email, customerNumber: "100234", userId: null, market: "se" });
    const staff = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "contact-message"), eq(outbox.recipient, staffMailbox("se"))));
    expect(staff.some((m) => m.body.includes(body.message))).toBe(true);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "contact-receipt"), eq(outbox.recipient, body.email))),
    ).toHaveLength(1);
  });

  it("signed in: only subject and message; the sender is the session's user and customer", async () => {
    const customer = await makeCustomer(t.db);
    const user = await makeUser(t.db, { customers: [{ id: customer.id }] });
    await as(user.id);
    const res = await callRoute<{ id: number }>(r.send, { body: { subject: "Hej", message: "Ring mig", email: "someone@else.se" } });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row).toMatchObject({ userId: user.id, email: user.email, customerNumber: customer.customerNumber });
  });

  it("is rate-limited per address when signed out (429)", async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await callRoute(r.send, { body: signedOut() })).status;
    expect(last).toBe(429);
  });
});

describe("staff list", () => {
  it("401 signed out, 403 for a customer's user; staff see their market's messages", async () => {
    await callRoute(r.send, { body: signedOut({ subject: "Svensk fråga" }) });
    await callRoute(r.send, { body: signedOut({ subject: "Suomalainen kysymys" }), fi: true });
    expect((await callRoute(r.list, { method: "GET" })).status).toBe(401);
    const customer = await makeCustomer(t.db);
    await as((await makeUser(t.db, { customers: [{ id: customer.id }] })).id);
    expect((await callRoute(r.list, { method: "GET" })).status).toBe(403);
    await as((await makeUser(t.db, { internal: true })).id);
    const se = await callRoute<{ messages: { subject: string }[]; total: number }>(r.list, { method: "GET" });
    expect(se.status).toBe(200);
    expect(se.body.messages.map((m) => m.subject)).toContain("Svensk fråga");
    expect(se.body.messages.map((m) => m.subject)).not.toContain("Suomalainen kysymys");
    const fi = await callRoute<{ messages: { subject: string }[] }>(r.list, { method: "GET", fi: true });
    expect(fi.body.messages.map((m) => m.subject)).toContain("Suomalainen kysymys");
  });
});
