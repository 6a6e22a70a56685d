/**
 * Staff's signing page calls against PostgreSQL through the route wrappers: the list of the
 * acted-for customer's agreements with their newest link's state (sent, opened, signed, expired,
 * cancelled; no token, no contact detail), resend (voids the old link, mails the same receiver,
 * refused once signed), cancel; 401, 403 for customers and other customers.
 */
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { agreements, outbox, signingRequests, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { TSaveAgreementReply } from "@/lib/trading/schemas";
import { seedLogistics } from "@/seed/logistics";
import { seedPrices } from "@/seed/prices";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import type { TSigningListReply } from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());

const load = async (path: string, method: "GET" | "POST" = "POST") =>
  must(((await import(/* @vite-ignore */ `@/app/api/${path}/route`)) as Record<string, Handler | undefined>)[method], path);
const saveDrying = await load("drying-agreement/save");
const list = await load("signing/list", "GET");
const resend = await load("signing/resend");
const cancel = await load("signing/cancel");
const open = await load("signing/open");

const t = useTestDb();
beforeAll(async () => {
  await seedPrices(t.db, { demo: true });
  await seedLogistics(t.db, { demo: false });
});
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

const HOST = "portal.test";
let ipSeq = 0;
async function call<T = ErrorReply>(handler: Handler, body?: unknown, opts: { query?: Record<string, string> } = {}) {
  const method = body === undefined ? "GET" : "POST";
  const headers: Record<string, string> = {
    host: HOST,
    origin: `http://${HOST}`,
    accept: "application/json",
    "x-test-ip": String(++ipSeq),
  };
  if (body !== undefined) headers["content-type"] = "application/json";
  const url = `http://${HOST}/api/x${opts.query ? `?${new URLSearchParams(opts.query)}` : ""}`;
  const res = await handler(new NextRequest(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), {
    params: Promise.resolve({}),
  });
  const text = await res.text();
  return { status: res.status, text, body: parseReply<T>(text) };
}
const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};

let keySeq = 0;
/** A customer with a farmer who saved `n` drying agreements (each with a pending link); staff acting for it. */
async function customerWithAgreements(n: number) {
  const own = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  await t.db.update(users).set({ personNumber: "197805122384", mobile: "+46701234567" }).where(eq(users.id, user.id));
  as(await signInAs(t.db, user.id));
  const saved: { number: string; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const r = await call<TSaveAgreementReply>(saveDrying, {
      ProductItemId: "10110",
      Warehouse: "SKA",
      CommitQuantity: "100",
      AcceptTerms: true,
      IdempotencyKey: `staff-${Date.now()}-${++keySeq}`,
    });
    expect(r.status).toBe(200);
    saved.push({ number: must(r.body.AgreementNumber ?? undefined), token: must((r.body.SigningUrl ?? "").split("/").pop()) });
  }
  const staff = await makeUser(t.db, { internal: true });
  const staffActor = await signInAs(t.db, staff.id, { acting: own.customerNumber });
  as(null);
  return { own, user, saved, staffActor };
}

describe("GET /api/signing/list (staff)", () => {
  it("lists the acted-for customer's agreements with sent, opened, expired, cancelled and signed states, never a token", async () => {
    const { own, saved, staffActor } = await customerWithAgreements(5);
    const [sent, opened, expired, cancelled, signed] = saved.map((s) => s.number);
    expect((await call(open, { token: must(saved[1]).token })).status).toBe(200);
    const ids = async (number: string | undefined) =>
      must(
        (
          await t.db
            .select({ id: agreements.id })
            .from(agreements)
            .where(eq(agreements.agreementNumber, must(number)))
        )[0],
      ).id;
    await t.db
      .update(signingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingRequests.agreementId, await ids(expired)));
    await t.db
      .update(signingRequests)
      .set({ status: "signed", signedAt: new Date(), endedAt: new Date() })
      .where(eq(signingRequests.agreementId, await ids(signed)));
    await t.db
      .update(agreements)
      .set({ status: "current", signedAt: new Date(), signedBy: "Anna" })
      .where(eq(agreements.agreementNumber, must(signed)));

    as(staffActor);
    expect((await call<{ Cancelled: boolean }>(cancel, { AgreementNumber: cancelled })).body.Cancelled).toBe(true);
    const r = await call<TSigningListReply>(list, undefined, { query: { CustomerNumber: own.customerNumber } });
    expect(r.status).toBe(200);
    const byNumber = Object.fromEntries(r.body.Agreements.map((a) => [a.AgreementNumber, a]));
    expect(byNumber[must(sent)]).toMatchObject({ State: "sent", CanResend: true, CanCancel: true, AgreementType: "Torkavtal", Sends: 1 });
    expect(byNumber[must(opened)]).toMatchObject({ State: "opened", CanCancel: true });
    expect(byNumber[must(expired)]).toMatchObject({ State: "expired", CanResend: true, CanCancel: false });
    expect(byNumber[must(cancelled)]).toMatchObject({ State: "cancelled", CanResend: true, CanCancel: false });
    expect(byNumber[must(signed)]).toMatchObject({ State: "signed", CanResend: false, CanCancel: false, AgreementStatus: "current" });
    // no token, no link, no e-mail address or mobile in the reply
    for (const s of saved) expect(r.text).not.toContain(s.token);
    expect(r.text).not.toMatch(/signera|@|\+46/);
  });

  it("401 signed out, 403 for a customer user and for another customer, 400 without a number", async () => {
    const { own, user, staffActor } = await customerWithAgreements(0);
    const other = await makeCustomer(t.db);
    expect((await call(list, undefined, { query: { CustomerNumber: own.customerNumber } })).status).toBe(401);
    as(await signInAs(t.db, user.id));
    expect((await call(list, undefined, { query: { CustomerNumber: own.customerNumber } })).status).toBe(403);
    as(staffActor);
    expect((await call(list, undefined, { query: { CustomerNumber: other.customerNumber } })).status).toBe(403);
    expect((await call(list, undefined, { query: {} })).status).toBe(400);
    const empty = await call<TSigningListReply>(list, undefined, { query: { CustomerNumber: own.customerNumber } });
    expect(empty.body.Agreements).toEqual([]);
  });
});

describe("POST /api/signing/resend (staff)", () => {
  it("voids the old link and mails a new one to the same receiver; racing resends leave one pending link; 409 once signed; 403 elsewhere", async () => {
    const { user, saved, staffActor } = await customerWithAgreements(1);
    const { number, token } = must(saved[0]);
    as(staffActor);
    const r = await call<{ Message: string; ReceiverName: string }>(resend, { AgreementNumber: number });
    expect(r.status).toBe(200);
    expect(r.body.Message).toBe("OK");
    expect(r.text).not.toContain("signera");
    expect((await call(open, { token })).status).toBe(404); // the old link is void
    expect(await t.db.$count(outbox, and(eq(outbox.kind, "signing-link"), eq(outbox.recipient, user.email)))).toBe(1);

    const race = await Promise.all(Array.from({ length: 8 }, () => call(resend, { AgreementNumber: number })));
    expect(race.every((x) => x.status === 200)).toBe(true);
    const a = must((await t.db.select({ id: agreements.id }).from(agreements).where(eq(agreements.agreementNumber, number)))[0]);
    expect(await t.db.$count(signingRequests, and(eq(signingRequests.agreementId, a.id), eq(signingRequests.status, "pending")))).toBe(1);
    expect(await t.db.$count(signingRequests, eq(signingRequests.agreementId, a.id))).toBe(10);

    await t.db.update(agreements).set({ status: "current", signedAt: new Date(), signedBy: "Anna" }).where(eq(agreements.id, a.id));
    expect((await call(resend, { AgreementNumber: number })).status).toBe(409);

    const elsewhere = await customerWithAgreements(1);
    as(staffActor);
    expect((await call(resend, { AgreementNumber: must(elsewhere.saved[0]).number })).status).toBe(403);
    as(await signInAs(t.db, user.id));
    expect((await call(resend, { AgreementNumber: number })).status).toBe(403);
    as(null);
    expect((await call(resend, { AgreementNumber: number })).status).toBe(401);
  });
});
