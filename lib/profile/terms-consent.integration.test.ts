/**
 * Terms and privacy (issue 12 item 3): accept/reject, consents per purpose in the append-only log
 * with time and version, and the shell's guard asking again when a new version is published.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { consentEvents, legalDocuments } from "@/db/schema";
import { termsRedirect } from "@/lib/profile/terms-guard";
import { callRoute } from "@/tests/support/call-route";
import { makeUser, signInAs } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { watchStatements } from "@/tests/support/statements";
import { useTestDb } from "@/tests/support/test-db";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const r = {
  accept: (await import("@/app/api/profile/accept-terms/route")).POST as Handler,
  reject: (await import("@/app/api/profile/reject-terms/route")).POST as Handler,
  consents: (await import("@/app/api/profile/save-consents/route")).POST as Handler,
};

const t = useTestDb();
beforeEach(async () => {
  state.db = t.db;
  state.sessionId = null;
  for (const market of ["se", "fi"] as const)
    for (const kind of ["terms", "privacy"] as const)
      await t.db
        .insert(legalDocuments)
        .values({ market, kind, version: 1, title: `${kind} 1`, body: "Text." })
        .onConflictDoNothing();
});
async function as(userId: number | null) {
  const actor = userId === null ? null : await signInAs(t.db, userId);
  state.sessionId = actor?.sessionId ?? null;
  return actor;
}
type Fields = { error: { message: string; fields?: Record<string, string[]> } };
const latestTerms = async (market: "se" | "fi") =>
  (
    await t.db
      .select({ v: sql<number>`max(version)` })
      .from(legalDocuments)
      .where(and(eq(legalDocuments.market, market), eq(legalDocuments.kind, "terms")))
  )[0]?.v ?? 1;
const eventsOf = (userId: number) => t.db.select().from(consentEvents).where(eq(consentEvents.userId, userId)).orderBy(consentEvents.id);

describe("user agreement", () => {
  it("AcceptTerms is required ('Du måste godkänna användningsvillkoren'); accepting records time and version", async () => {
    const u = await makeUser(t.db);
    await as(u.id);
    const version = await latestTerms("se");
    const no = await callRoute<Fields>(r.accept, { body: { AcceptTerms: false, version } });
    expect(no.status).toBe(400);
    expect(no.body.error.fields).toEqual({ AcceptTerms: ["Du måste godkänna användningsvillkoren"] });
    expect((await callRoute(r.accept, { body: { AcceptTerms: true, version } })).status).toBe(200);
    const [e] = await eventsOf(u.id);
    expect(e).toMatchObject({ purpose: "terms", given: true, documentKind: "terms", documentVersion: version, market: "se" });
    expect(e?.createdAt).toBeInstanceOf(Date);
    expect((await callRoute(r.accept, { body: { AcceptTerms: true, version: version + 5 } })).status).toBe(409);
  });

  it("a rejection sends the user to the terms page until accepted", async () => {
    const u = await makeUser(t.db);
    const actor = must((await as(u.id)) ?? undefined);
    const version = await latestTerms("se");
    expect(await termsRedirect(t.db, { actor, market: "se", path: "/avtal/mina-avtal" })).toBeNull();
    expect((await callRoute(r.reject, { body: { version } })).status).toBe(200);
    expect(await termsRedirect(t.db, { actor, market: "se", path: "/avtal/mina-avtal" })).toBe(
      "/anvandarvillkor?next=%2Favtal%2Fmina-avtal",
    );
    expect(await termsRedirect(t.db, { actor, market: "se", path: "/anvandarvillkor" })).toBeNull(); // no loop
    await callRoute(r.accept, { body: { AcceptTerms: "true", version } });
    expect(await termsRedirect(t.db, { actor, market: "se", path: "/avtal/mina-avtal" })).toBeNull();
  });

  it("a new version of the terms asks again (in its market only)", async () => {
    const u = await makeUser(t.db, { market: "fi" });
    const actor = must((await as(u.id)) ?? undefined);
    expect(await termsRedirect(t.db, { actor, market: "fi", path: "/" })).toBeNull();
    const next = (await latestTerms("fi")) + 1;
    await t.db
      .insert(legalDocuments)
      .values({ market: "fi", kind: "terms", version: next, title: `Käyttöehdot ${next}`, body: "Uudet ehdot." });
    expect(await termsRedirect(t.db, { actor, market: "fi", path: "/" })).toBe("/kayttoehdot");
    expect(await termsRedirect(t.db, { actor, market: "se", path: "/" })).toBeNull();
    const old = await callRoute<Fields>(r.accept, { body: { AcceptTerms: true, version: next - 1 }, fi: true });
    expect(old.status).toBe(409);
    expect((await callRoute(r.accept, { body: { AcceptTerms: true, version: next }, fi: true })).status).toBe(200);
    expect(await termsRedirect(t.db, { actor, market: "fi", path: "/" })).toBeNull();
  });

  it("the guard asks in one statement, without the agreement's text (every page runs it, decision 117)", async () => {
    const u = await makeUser(t.db);
    const actor = must((await as(u.id)) ?? undefined);
    const seen: string[] = [];
    watchStatements(t.pool, (text) => seen.push(text ?? ""));
    expect(await termsRedirect(t.db, { actor, market: "se", path: "/" })).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toMatch(/"body"/);
  });

  it("signed out → 401; a bad version → 400", async () => {
    await as(null);
    expect((await callRoute(r.accept, { body: { AcceptTerms: true, version: 1 } })).status).toBe(401);
    expect((await callRoute(r.reject, { body: { version: 1 } })).status).toBe(401);
    expect((await callRoute(r.consents, { body: { consents: {}, version: 1 } })).status).toBe(401);
    const u = await makeUser(t.db);
    await as(u.id);
    expect((await callRoute(r.reject, { body: { version: "x" } })).status).toBe(400);
  });
});

describe("privacy consents", () => {
  it("each change is appended (given or withdrawn) with the policy's version; unchanged ones add nothing", async () => {
    const u = await makeUser(t.db);
    await as(u.id);
    const first = await callRoute<{ consents: Record<string, boolean>; changed: string[] }>(r.consents, {
      body: { consents: { newsletter: true, analytics: false, partners: false }, version: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ consents: { newsletter: true, analytics: false, partners: false }, changed: ["newsletter"] });
    const second = await callRoute<{ changed: string[] }>(r.consents, {
      body: { consents: { newsletter: false, analytics: true }, version: 1 },
    });
    expect(second.body.changed).toEqual(["newsletter", "analytics"]);
    expect(
      (await callRoute<{ changed: string[] }>(r.consents, { body: { consents: { analytics: true }, version: 1 } })).body.changed,
    ).toEqual([]);
    const events = await eventsOf(u.id);
    expect(events.map((e) => [e.purpose, e.given, e.documentKind, e.documentVersion])).toEqual([
      ["newsletter", true, "privacy", 1],
      ["newsletter", false, "privacy", 1],
      ["analytics", true, "privacy", 1],
    ]);
    expect((await callRoute(r.consents, { body: { consents: { newsletter: "yes" }, version: 1 } })).status).toBe(400);
    expect((await callRoute(r.consents, { body: { consents: { newsletter: true }, version: 99 } })).status).toBe(409);
  });

  it("the log is append-only: no update, no delete (but the user's erasure cascades)", async () => {
    const u = await makeUser(t.db);
    await as(u.id);
    await callRoute(r.consents, { body: { consents: { partners: true }, version: 1 } });
    await expect(t.db.update(consentEvents).set({ given: false }).where(eq(consentEvents.userId, u.id))).rejects.toThrow();
    await expect(t.db.delete(consentEvents).where(eq(consentEvents.userId, u.id))).rejects.toThrow();
    expect(await t.db.$count(consentEvents, eq(consentEvents.userId, u.id))).toBe(1);
    await t.db.execute(sql`delete from user_sessions where user_id = ${u.id}`);
    await t.db.execute(sql`delete from users where id = ${u.id}`);
    expect(await t.db.$count(consentEvents, eq(consentEvents.userId, u.id))).toBe(0);
  });
});
