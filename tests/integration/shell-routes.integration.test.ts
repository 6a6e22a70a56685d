/**
 * The shell's API routes end to end through the route() wrapper (origin check, roles, input,
 * error mapping) against a real database. Only the session lookup is replaced: getActor returns
 * the actor of a real session row, reloaded per request like the real one.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { favorites, inboxMessages, userSessions } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { CustomerSummary } from "@/lib/customers/schemas";
import type { TFavoriteListResponse } from "@/lib/favorites/schemas";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const { POST: setActiveCustomer } = await import("@/app/api/user/set-active-customer/route");
const { POST: closeSession } = await import("@/app/api/internal-portal/close-customer-session/route");
const { POST: startSession } = await import("@/app/api/internal-portal/start-customer-session/route");
const { POST: searchCustomers } = await import("@/app/api/internal-portal/search-customers/route");
const { POST: addFavorite } = await import("@/app/api/favorites/add-favorite/route");
const { POST: removeFavorite } = await import("@/app/api/favorites/remove-favorite/route");
const { POST: listFavorites } = await import("@/app/api/favorites/get-favorite-list-items/route");
const { POST: setRead } = await import("@/app/api/inbox/set-read/route");
const { POST: setStarred } = await import("@/app/api/inbox/set-starred/route");

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

const HOST = "portal.test";

async function call<T = ErrorReply>(
  handler: Handler,
  body?: Record<string, string> | "json-empty",
  opts: { json?: boolean; form?: boolean; origin?: string } = {},
) {
  const headers: Record<string, string> = {
    host: HOST,
    origin: opts.origin ?? `http://${HOST}`,
    accept: opts.json === false ? "text/html" : "application/json",
  };
  let payload: string | undefined;
  if (body === "json-empty") {
    headers["content-type"] = "application/json";
    payload = "{}";
  } else if (body && opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(body).toString();
  } else if (body) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await handler(new NextRequest(`http://${HOST}/api/x`, { method: "POST", headers, body: payload }), {
    params: Promise.resolve({}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: parseReply<T>(text) };
}

const as = (actor: Actor) => {
  state.sessionId = actor.sessionId;
};
const sessionRow = async (id: string) => must((await t.db.select().from(userSessions).where(eq(userSessions.id, id)))[0], `session ${id}`);

async function farmer() {
  const own = await makeCustomer(t.db);
  const sub = await makeCustomer(t.db, { parent: own.id });
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  return { own, sub, actor: await signInAs(t.db, user.id) };
}

describe("POST /api/user/set-active-customer", () => {
  it("switches to a sub-customer (JSON reply) and refuses a foreign customer with 403, session unchanged", async () => {
    const { own, sub, actor } = await farmer();
    const foreign = await makeCustomer(t.db);
    as(actor);
    const ok = await call(setActiveCustomer, { newCustomerNumber: sub.customerNumber }, { form: true });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      activeCustomerNumber: sub.customerNumber,
      isSubCustomer: true,
      parentCustomerNumber: own.customerNumber,
    });
    expect((await sessionRow(actor.sessionId)).activeCustomerNumber).toBe(sub.customerNumber);

    const refused = await call(setActiveCustomer, { newCustomerNumber: foreign.customerNumber }, { form: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("FORBIDDEN");
    expect((await sessionRow(actor.sessionId)).activeCustomerNumber).toBe(sub.customerNumber);
  });

  it("a plain form submission is redirected back to a local path only", async () => {
    // the redirect goes to the market's configured public origin (decision 018), here this host
    vi.stubEnv("PUBLIC_URL_SE", `http://${HOST}`);
    const { own, actor } = await farmer();
    as(actor);
    const back = await call(
      setActiveCustomer,
      { newCustomerNumber: own.customerNumber, returnTo: "/avtal?tab=seed" },
      { form: true, json: false },
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`http://${HOST}/avtal?tab=seed`);
    const evil = await call(
      setActiveCustomer,
      { newCustomerNumber: own.customerNumber, returnTo: "//evil.example/x" },
      { form: true, json: false },
    );
    expect(evil.headers.get("location")).toBe(`http://${HOST}/`);
    vi.unstubAllEnvs();
  });

  it("refuses a request from another origin and a signed-out caller", async () => {
    const { own, actor } = await farmer();
    as(actor);
    expect((await call(setActiveCustomer, { newCustomerNumber: own.customerNumber }, { origin: "http://evil.example" })).status).toBe(403);
    state.sessionId = null;
    expect((await call(setActiveCustomer, { newCustomerNumber: own.customerNumber })).status).toBe(401);
    expect((await call(setActiveCustomer, { newCustomerNumber: "12a" })).status).toBe(401);
    as(actor);
    const bad = await call(setActiveCustomer, { newCustomerNumber: "12a" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.newCustomerNumber).toBeDefined();
  });
});

describe("/api/internal-portal/*", () => {
  it("staff search, start and close a customer session; close replies true", async () => {
    const { own } = await farmer();
    const staff = await signInAs(t.db, (await makeUser(t.db, { internal: true })).id);
    as(staff);
    const found = await call<{ items: CustomerSummary[] }>(searchCustomers, { searchBy: "customerNumber", searchKey: own.customerNumber });
    expect(found.status).toBe(200);
    expect(found.body.items.map((c) => c.customerNumber)).toEqual([own.customerNumber]);

    const started = await call(startSession, { customerNumber: own.customerNumber });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, customerNumber: own.customerNumber });
    expect((await sessionRow(staff.sessionId)).actingCustomerNumber).toBe(own.customerNumber);

    const closed = await call(closeSession);
    expect(closed).toMatchObject({ status: 200, body: true });
    expect((await sessionRow(staff.sessionId)).actingCustomerNumber).toBeNull();
  });

  it("refuses close-customer-session, start and search to a non-internal user (403)", async () => {
    const { own, actor } = await farmer();
    as(actor);
    expect((await call(closeSession)).status).toBe(403);
    expect((await call(startSession, { customerNumber: own.customerNumber })).status).toBe(403);
    expect((await call(searchCustomers, { searchBy: "name", searchKey: "a" })).status).toBe(403);
    expect(await sessionRow(actor.sessionId)).toMatchObject({ actingCustomerNumber: null, activeCustomerNumber: own.customerNumber });
  });
});

describe("/api/favorites/*", () => {
  it("adds by form body pageId, lists, refuses the 11th with 409 and an unknown page with 404, removes", async () => {
    const { actor } = await farmer();
    as(actor);
    const ids = [1101, 1102, 1103, 1104, 1105, 1201, 1202, 1301, 1302, 1303, 1304];
    for (const id of ids.slice(0, 10)) expect((await call(addFavorite, { pageId: String(id) }, { form: true })).status).toBe(200);
    const again = await call(addFavorite, { pageId: "1101" }, { form: true });
    expect(again).toMatchObject({ status: 200, body: { success: true, added: false, count: 10 } });
    const full = await call(addFavorite, { pageId: String(ids[10]) }, { form: true });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe("CONFLICT");
    expect(full.body.error.message).toContain("10");
    expect((await call(addFavorite, { pageId: "1901" }, { form: true })).status).toBe(404);
    expect((await call(addFavorite, { pageId: "x" }, { form: true })).status).toBe(400);

    const list = await call<TFavoriteListResponse>(listFavorites, "json-empty");
    expect(list.status).toBe(200);
    expect(list.body.max).toBe(10);
    expect(list.body.items).toHaveLength(10);
    expect(list.body.items[0]).toEqual({ pageId: 1101, title: "Mina avtal", url: "/avtal/mina-avtal" });

    const removed = await call(removeFavorite, { pageId: "1101" }, { form: true });
    expect(removed).toMatchObject({ status: 200, body: { success: true, removed: true, count: 9 } });
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, actor.userId))).toHaveLength(9);
  });
});

describe("/api/inbox/*", () => {
  it("only the owner may mark a message read or starred", async () => {
    const owner = await farmer();
    const other = await farmer();
    const msg = must(
      (
        await t.db
          .insert(inboxMessages)
          .values({ userId: owner.actor.userId, sender: "Kundtjänst", subject: "Hej", body: "Text" })
          .returning()
      )[0],
    );
    as(other.actor);
    expect((await call(setRead, { messageId: String(msg.id), isRead: "true" })).status).toBe(403);
    expect((await call(setStarred, { messageId: String(msg.id), isStarred: "true" })).status).toBe(403);
    expect((await call(setRead, { messageId: "2000000000", isRead: "true" })).status).toBe(404);
    as(owner.actor);
    const read = await call(setRead, { messageId: String(msg.id), isRead: "true" });
    expect(read).toMatchObject({ status: 200, body: { success: true, isRead: true, statistics: { totalUnRead: 0, totalStarred: 0 } } });
    const star = await call(setStarred, { messageId: String(msg.id), isStarred: "1" }, { form: true });
    expect(star.body).toMatchObject({ isStarred: true, statistics: { totalStarred: 1 } });
  });
});
