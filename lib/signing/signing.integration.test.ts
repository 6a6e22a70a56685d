/**
 * Signing end to end against PostgreSQL through the route wrappers: the link (only hashed,
 * voided by a resend, expiring), the identity check (last four digits + a one-time code from the
 * outbox), twenty racing completions → one signature, one sealing job, one confirmation; the seal
 * (pdfsig accepts it, a changed byte breaks it), the sweep and the one reminder; staff's view.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, desc, eq, like } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { agreements, jobs, outbox, priceAreas, sealedAgreements, signingEvents, signingRequests, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { openSecret } from "@/lib/integrations/messaging/secret";
import type { TGrainPricePeriodsReply, TGrainTypesReply, TSaveAgreementReply } from "@/lib/trading/schemas";
import { seedLogistics } from "@/seed/logistics";
import { seedPrices } from "@/seed/prices";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import { sealAgreement, sweepSigning } from "./seal-agreement";
import { signingReminderHandler } from "./send-reminder";
import type { TSigningStatusReply } from "./schemas";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
process.env.SEALING_DIR = mkdtempSync(join(tmpdir(), "sealing-"));

const load = async (path: string, method: "GET" | "POST" = "POST") =>
  must(((await import(/* @vite-ignore */ `@/app/api/${path}/route`)) as Record<string, Handler | undefined>)[method], path);
const grainType = await load("agreement/get-grain-type", "GET");
const periods = await load("agreement/get-grain-price-periods", "GET");
const save = await load("agreement/save");
const send = await load("agreement/send-for-digital-signing");
const open = await load("signing/open");
const requestCode = await load("signing/request-code");
const complete = await load("signing/complete");
const status = await load("signing/status", "GET");
const cancel = await load("signing/cancel");

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
  return { status: res.status, body: parseReply<T>(await res.text()) };
}
const as = (actor: Actor | null) => {
  state.sessionId = actor?.sessionId ?? null;
};

let keySeq = 0;
async function savedByFarmer() {
  const own = await makeCustomer(t.db);
  const user = await makeUser(t.db, { customers: [{ id: own.id }] });
  await t.db.update(users).set({ personNumber: "197805122384", mobile: "+46701234567" }).where(eq(users.id, user.id));
  const actor = await signInAs(t.db, user.id);
  as(actor);
  const area = must(
    (await t.db.select({ id: priceAreas.id }).from(priceAreas).where(eq(priceAreas.market, "se")).orderBy(priceAreas.sortOrder))[0],
  ).id;
  const q = { priceAreaId: String(area), productItemId: "10110" };
  const sort = must((await call<TGrainTypesReply>(grainType, undefined, { query: q })).body.GrainTypes[0]).GrainName;
  const p = must((await call<TGrainPricePeriodsReply>(periods, undefined, { query: { ...q, grainType: sort } })).body.PricePeriods[0]);
  const r = await call<TSaveAgreementReply>(save, {
    AgreementType: "SportAndForwardAvtal",
    WatchType: "FixedPrice",
    PriceAreaId: String(area),
    ProductItemId: "10110",
    GrainType: sort,
    Warehouse: "SKA",
    DeliveryMode: "Spon",
    AgreementPeriod: p.Value,
    CommitQuantity: "40",
    IdempotencyKey: `sign-${Date.now()}-${++keySeq}`,
  });
  expect(r.status).toBe(200);
  const token = (r.body.SigningUrl ?? "").split("/").pop()!;
  const a = must((await t.db.select().from(agreements).where(eq(agreements.agreementNumber, r.body.AgreementNumber!)))[0]);
  as(null);
  return { own, user, actor, token, agreement: a };
}

/** The one-time code as the receiver gets it: the outbox row's sealed secret, opened as the sender does. */
async function lastCode(recipient: string) {
  const row = must(
    (
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "signing-code"), eq(outbox.recipient, recipient)))
        .orderBy(desc(outbox.id))
        .limit(1)
    )[0],
  );
  return openSecret(row.sealedSecret ?? "", row);
}

const pdfsig = (bytes: Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), "sealed-")), "a.pdf");
  writeFileSync(file, bytes);
  try {
    return execFileSync("pdfsig", [file], { encoding: "utf8" });
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? e);
  }
};

describe("the signing link", () => {
  it("opens without a session, checks the last four digits, signs once under twenty racing completions, and is sealed", async () => {
    const { user, token, agreement } = await savedByFarmer();
    const s = await call<{ Status: string; AgreementNumber: string }>(open, { token });
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({ Status: "pending", AgreementNumber: agreement.agreementNumber });
    expect((await call(open, { token: "x".repeat(43) })).status).toBe(404);

    const wrong = await call(requestCode, { token, last4: "1111" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields?.code).toEqual(["Uppgifterna stämmer inte."]);
    expect((await call(requestCode, { token, last4: "2384" })).status).toBe(200);
    const code = await lastCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const badCode = await call(complete, { token, last4: "2384", code: code === "000000" ? "000001" : "000000" });
    expect(badCode.status).toBe(400);

    const replies = await Promise.all(Array.from({ length: 20 }, () => call<{ Status: string }>(complete, { token, last4: "2384", code })));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(
      await t.db.$count(signingRequests, and(eq(signingRequests.agreementId, agreement.id), eq(signingRequests.status, "signed"))),
    ).toBe(1);
    expect(await t.db.$count(jobs, eq(jobs.dedupeKey, `seal:${agreement.id}`))).toBe(1);
    expect(await t.db.$count(outbox, eq(outbox.dedupeKey, `signed:${agreement.id}`))).toBe(1);
    expect(await t.db.$count(signingEvents, eq(signingEvents.step, "signed"))).toBeGreaterThanOrEqual(1);
    const a = must((await t.db.select().from(agreements).where(eq(agreements.id, agreement.id)))[0]);
    expect(a.status).toBe("current");
    expect(a.signedBy).toBe("Test Person");
    // the link is single use: it still shows the signed state, but cannot be signed again
    expect((await call<{ Status: string }>(open, { token })).body.Status).toBe("signed");
    expect((await call(requestCode, { token, last4: "2384" })).status).toBe(409);

    // the seal: PAdES over the agreement and its audit page; twice → one row
    expect(await sealAgreement(t.db, agreement.id)).toBe(true);
    await sealAgreement(t.db, agreement.id);
    const sealed = await t.db.select().from(sealedAgreements).where(eq(sealedAgreements.agreementId, agreement.id));
    expect(sealed).toHaveLength(1);
    const out = pdfsig(sealed[0]!.pdf);
    expect(out).toMatch(/ETSI\.CAdES\.detached/);
    expect(out).toMatch(/Signature is Valid/);
    const tampered = Buffer.from(sealed[0]!.pdf);
    tampered[300] = tampered[300]! ^ 0x01;
    expect(pdfsig(tampered)).not.toMatch(/Signature is Valid/);
  }, 60_000);

  it("a resend voids the old link; expired links end; the sweep re-seals what was left unsealed; one reminder", async () => {
    const { own, user, token, agreement } = await savedByFarmer();
    const staff = await makeUser(t.db, { internal: true });
    as(await signInAs(t.db, staff.id, { acting: own.customerNumber }));
    expect((await call(send, { AgreementNumber: agreement.agreementNumber, ReceiverId: String(user.id) })).status).toBe(200);
    as(null);
    expect((await call(open, { token })).status).toBe(404);

    const live = must(
      (
        await t.db
          .select()
          .from(signingRequests)
          .where(and(eq(signingRequests.agreementId, agreement.id), eq(signingRequests.status, "pending")))
      )[0],
    );
    // the reminder: once, and not for an ended link
    const ctx = (now: Date) => ({ db: t.db, now: () => now, markDone: () => Promise.resolve(true) }) as never;
    await signingReminderHandler({ signingRequestId: live.id }, ctx(new Date()));
    await signingReminderHandler({ signingRequestId: live.id }, ctx(new Date()));
    expect(await t.db.$count(outbox, eq(outbox.dedupeKey, `signing-reminder:${live.id}`))).toBe(1);

    // past its time the sweep expires it
    const later = new Date(live.expiresAt.getTime() + 1000);
    const swept = await sweepSigning(t.db, later);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const after = must((await t.db.select().from(signingRequests).where(eq(signingRequests.id, live.id)))[0]);
    expect(after.status).toBe("expired");

    // staff's view: states, never a token
    as(await signInAs(t.db, staff.id, { acting: own.customerNumber }));
    const st = await call<TSigningStatusReply>(status, undefined, { query: { AgreementNumber: agreement.agreementNumber } });
    expect(st.status).toBe(200);
    expect(st.body.Requests.map((r) => r.State).sort()).toEqual(["expired", "voided"]);
    expect(JSON.stringify(st.body)).not.toContain(token);
    // resend after expiry, then cancel
    expect((await call(send, { AgreementNumber: agreement.agreementNumber, ReceiverId: String(user.id) })).status).toBe(200);
    expect((await call<{ Cancelled: boolean }>(cancel, { AgreementNumber: agreement.agreementNumber })).body.Cancelled).toBe(true);
    // another customer's agreement → 403
    const other = await makeCustomer(t.db);
    as(await signInAs(t.db, staff.id, { acting: other.customerNumber }));
    expect((await call(status, undefined, { query: { AgreementNumber: agreement.agreementNumber } })).status).toBe(403);
    expect((await call(cancel, { AgreementNumber: agreement.agreementNumber })).status).toBe(403);
  }, 60_000);

  it("the sweep queues sealing again for a signed agreement whose job died", async () => {
    const { user, token, agreement } = await savedByFarmer();
    expect((await call(requestCode, { token, last4: "2384" })).status).toBe(200);
    expect((await call(complete, { token, last4: "2384", code: await lastCode(user.email) })).status).toBe(200);
    await t.db
      .update(jobs)
      .set({ status: "dead", finishedAt: new Date() })
      .where(eq(jobs.dedupeKey, `seal:${agreement.id}`));
    const r = await sweepSigning(t.db);
    expect(r.resealed).toBeGreaterThanOrEqual(1);
    const job = must(
      (
        await t.db
          .select()
          .from(jobs)
          .where(eq(jobs.dedupeKey, `seal:${agreement.id}`))
      )[0],
    );
    expect(job.status).toBe("queued");
    expect(await t.db.$count(jobs, like(jobs.dedupeKey, `seal:${agreement.id}`))).toBe(1);
  }, 60_000);
});
