/**
 * The job queue on real PostgreSQL (decision 025; issue 10 item 6): a crashed worker's job runs
 * once more and completes; three workers run every job exactly once; failures back off and end
 * dead with their last error; a recurring job is enqueued once per period by racing schedulers;
 * cleanup removes old finished rows only; a reset e-mail goes through the queue exactly once.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, jobs, outbox } from "@/db/schema";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { getT } from "@/lib/i18n/instance";
import { catcherTransport, readMailbox } from "@/lib/integrations/messaging/mail-catcher";
import { makeUser, signInAs } from "@/tests/support/factories";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { cleanupOldRows } from "./cleanup";
import { enqueueJob } from "./enqueue-job";
import { jobOverview } from "./list-jobs";
import { registerPortalJobs } from "./portal-jobs";
import { enqueueRecurring, periodKey } from "./recurring";
import { JobRegistry } from "./registry";
import { claimJobs, runDueJobs } from "./run-jobs";
import { runWorker } from "./worker";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const requeueRoute = (await import("@/app/api/internal-portal/jobs/requeue/route")).POST as Handler;

const t = useTestDb();
let seq = 0;
/** a kind of its own per test, so tests never run each other's jobs */
const newKind = (name: string) => `${name}-${++seq}`;
const jobsOf = (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});

describe("job queue", () => {
  it("a job of a worker that died mid-job (lease passed) is claimed again, runs once more and completes", async () => {
    const kind = newKind("crash");
    const runs: number[] = [];
    const registry = new JobRegistry().register<{ n: number }>(kind, (p) => {
      runs.push(p.n);
      return Promise.resolve();
    });
    const id = must(await enqueueJob(t.db, kind, { n: 7 }), "the job id");
    // worker A claims with a short lease and dies (never runs the handler, never finishes)
    const [claimed] = await claimJobs(t.db, { workerId: "worker-a", kinds: [kind], leaseMs: 300 });
    expect(claimed).toMatchObject({ id, status: "running", lockedBy: "worker-a", attempts: 1 });
    // while the lease holds, nobody else takes it
    expect(await runDueJobs(t.db, { workerId: "worker-b", registry })).toBe(0);
    await sleep(400);
    expect(await runDueJobs(t.db, { workerId: "worker-b", registry })).toBe(1);
    expect(runs).toEqual([7]);
    const job = must((await jobsOf(kind))[0], "the job");
    expect(job).toMatchObject({ status: "done", attempts: 2, lockedBy: null });
    expect(job.finishedAt).not.toBeNull();
    // nothing left: it never runs a third time
    await sleep(400);
    expect(await runDueJobs(t.db, { workerId: "worker-c", registry })).toBe(0);
    expect(runs).toEqual([7]);
  });

  it("a worker that comes back after its lease passed cannot mark the job again (the new owner's run counts)", async () => {
    const kind = newKind("late");
    const registry = new JobRegistry().register(kind, () => Promise.resolve());
    await enqueueJob(t.db, kind);
    const a = must((await claimJobs(t.db, { workerId: "slow-a", kinds: [kind], leaseMs: 100 }))[0], "slow-a's claim");
    await sleep(200);
    const b = must((await claimJobs(t.db, { workerId: "fast-b", kinds: [kind], leaseMs: 60_000 }))[0], "fast-b's claim");
    expect(b.id).toBe(a.id);
    // A's handler fails late: recorded nowhere, the job stays B's
    const failing = new JobRegistry().register(kind, () => Promise.reject(new Error("late failure")));
    const { runJob } = await import("./run-jobs");
    expect(await runJob(t.db, a, { workerId: "slow-a", registry: failing })).toBe("failed");
    expect((await jobsOf(kind))[0]).toMatchObject({ status: "running", lockedBy: "fast-b", lastError: null });
    await runJob(t.db, b, { workerId: "fast-b", registry });
    expect((await jobsOf(kind))[0]).toMatchObject({ status: "done" });
  });

  it("three workers over 50 jobs run every job exactly once", async () => {
    const kind = newKind("bulk");
    const seen = new Map<number, number>();
    const registry = new JobRegistry().register<{ n: number }>(kind, async (p) => {
      await sleep(Math.random() * 5);
      seen.set(p.n, (seen.get(p.n) ?? 0) + 1);
    });
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 50; n++) await enqueueJob(tx, kind, { n });
    });
    const stop = new AbortController();
    const workers = ["w1", "w2", "w3"].map((workerId) =>
      runWorker({ db: t.db, workerId, registry, signal: stop.signal, limit: 4, pollMs: 20 }),
    );
    for (let i = 0; i < 200 && (await jobsOf(kind)).some((j) => j.status !== "done"); i++) await sleep(50);
    stop.abort();
    await Promise.all(workers);
    expect(seen.size).toBe(50);
    expect([...seen.values()].every((c) => c === 1)).toBe(true);
    const rows = await jobsOf(kind);
    expect(rows.every((j) => j.status === "done" && j.attempts === 1)).toBe(true);
    expect(new Set(rows.map((j) => j.id)).size).toBe(50);
  });

  it("a failing job backs off exponentially with jitter and is dead after max attempts, with its last error", async () => {
    const kind = newKind("flaky");
    let calls = 0;
    const registry = new JobRegistry().register(kind, () => {
      calls++;
      return Promise.reject(new Error(`mail server down (${calls})`));
    });
    await enqueueJob(t.db, kind, {}, { maxAttempts: 3, runAt: new Date("2031-01-01T00:00:00Z") });
    const at = (iso: string) => () => new Date(iso);
    const run = (iso: string) => runDueJobs(t.db, { workerId: "w", registry, now: at(iso), random: () => 0.5 });

    expect(await run("2031-01-01T00:00:00Z")).toBe(1);
    const theJob = async () => must((await jobsOf(kind))[0], "the job");
    let j = await theJob();
    // 10 s × 2^0, equal jitter at 0.5 → 7.5 s
    expect(j).toMatchObject({ status: "queued", attempts: 1, lastError: "mail server down (1)" });
    expect(j.runAt.toISOString()).toBe("2031-01-01T00:00:07.500Z");
    expect(await run("2031-01-01T00:00:07Z")).toBe(0); // not yet
    expect(await run("2031-01-01T00:00:08Z")).toBe(1);
    j = await theJob();
    // 10 s × 2^1 → 15 s after the second run
    expect(j).toMatchObject({ status: "queued", attempts: 2, lastError: "mail server down (2)" });
    expect(j.runAt.toISOString()).toBe("2031-01-01T00:00:23.000Z");
    expect(await run("2031-01-01T00:01:00Z")).toBe(1);
    j = await theJob();
    expect(j).toMatchObject({ status: "dead", attempts: 3, lastError: "mail server down (3)", lockedBy: null });
    expect(j.finishedAt?.toISOString()).toBe("2031-01-01T00:01:00.000Z");
    expect(await run("2031-02-01T00:00:00Z")).toBe(0);
    expect(calls).toBe(3);
  });

  it("a job whose worker dies on its last attempt ends dead instead of running forever", async () => {
    const kind = newKind("poison");
    const registry = new JobRegistry().register(kind, () => Promise.resolve());
    await enqueueJob(t.db, kind, {}, { maxAttempts: 1 });
    await claimJobs(t.db, { workerId: "dies", kinds: [kind], leaseMs: 50 });
    await sleep(100);
    expect(await runDueJobs(t.db, { workerId: "next", registry })).toBe(0);
    expect((await jobsOf(kind))[0]).toMatchObject({ status: "dead", lastError: "lease expired (worker stopped) on the last attempt" });
  });

  it("a recurring job is enqueued once per period by 5 racing schedulers", async () => {
    const kind = newKind("every-minute");
    const registries = Array.from({ length: 5 }, () =>
      new JobRegistry().register(kind, () => Promise.resolve()).every({ kind, schedule: { everySeconds: 60 } }),
    );
    const t0 = new Date("2031-03-01T10:00:30Z");
    const added = await Promise.all(registries.map((registry) => enqueueRecurring(t.db, { registry, now: t0 })));
    expect(added.reduce((a, b) => a + b, 0)).toBe(1);
    await Promise.all(registries.map((registry) => enqueueRecurring(t.db, { registry, now: new Date("2031-03-01T10:00:59Z") })));
    await Promise.all(registries.map((registry) => enqueueRecurring(t.db, { registry, now: new Date("2031-03-01T10:01:00Z") })));
    const rows = await jobsOf(kind);
    expect(rows.map((r) => [r.dedupeKey, r.runAt.toISOString()])).toEqual([
      [periodKey(kind, new Date("2031-03-01T10:00:00Z")), "2031-03-01T10:00:00.000Z"],
      [periodKey(kind, new Date("2031-03-01T10:01:00Z")), "2031-03-01T10:01:00.000Z"],
    ]);
    // once run (done), the period's key still holds: no second run of the same period
    const registry = must(registries[0], "a registry");
    await runDueJobs(t.db, { workerId: "w", registry, now: () => new Date("2031-03-01T10:01:10Z") });
    await Promise.all(registries.map((r) => enqueueRecurring(t.db, { registry: r, now: new Date("2031-03-01T10:01:20Z") })));
    expect((await jobsOf(kind)).map((r) => r.status)).toEqual(["done", "done"]);
  });

  it("cleanup deletes old done jobs and old sent messages only; dead ones and failed messages are kept longer", async () => {
    const now = new Date("2031-06-01T00:00:00Z");
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const kind = newKind("old");
    await t.db.insert(jobs).values([
      { kind, status: "done", finishedAt: daysAgo(20), dedupeKey: `${kind}:done-old` },
      { kind, status: "done", finishedAt: daysAgo(2), dedupeKey: `${kind}:done-new` },
      { kind, status: "cancelled", finishedAt: daysAgo(20), dedupeKey: `${kind}:cancelled-old` },
      { kind, status: "dead", finishedAt: daysAgo(20), dedupeKey: `${kind}:dead-20` },
      { kind, status: "dead", finishedAt: daysAgo(100), dedupeKey: `${kind}:dead-100` },
      { kind, status: "queued", runAt: daysAgo(200), dedupeKey: `${kind}:queued-old` },
      { kind, status: "running", runAt: daysAgo(200), leaseUntil: daysAgo(199), dedupeKey: `${kind}:running-old` },
    ]);
    const r = `cleanup${seq}@test.se`;
    await t.db.insert(outbox).values([
      { channel: "email", kind: "x", recipient: r, body: "sent-old", status: "sent", sentAt: daysAgo(20), createdAt: daysAgo(20) },
      { channel: "email", kind: "x", recipient: r, body: "sent-new", status: "sent", sentAt: daysAgo(1), createdAt: daysAgo(1) },
      { channel: "sms", kind: "x", recipient: r, body: "held-old", status: "held", sentAt: daysAgo(30), createdAt: daysAgo(30) },
      { channel: "email", kind: "x", recipient: r, body: "pending-old", status: "pending", createdAt: daysAgo(300) },
      { channel: "email", kind: "x", recipient: r, body: "failed-20", status: "failed", createdAt: daysAgo(20) },
      { channel: "email", kind: "x", recipient: r, body: "failed-100", status: "failed", createdAt: daysAgo(100) },
    ]);
    await cleanupOldRows(t.db, { now });
    expect((await jobsOf(kind)).map((j) => j.dedupeKey?.split(":")[1]).sort()).toEqual([
      "dead-20",
      "done-new",
      "queued-old",
      "running-old",
    ]);
    expect((await t.db.select().from(outbox).where(eq(outbox.recipient, r))).map((m) => m.body).sort()).toEqual([
      "failed-20",
      "pending-old",
      "sent-new",
    ]);
  });
});

describe("messages through the queue", () => {
  it("a password reset e-mail reaches the mail catcher exactly once, with its link, however many workers run", async () => {
    const u = await makeUser(t.db);
    await requestPasswordReset(t.db, { username: u.username, market: "se", t: getT("sv"), ctx: { ip: "192.0.2.77" } });
    const row = must((await t.db.select().from(outbox).where(eq(outbox.recipient, u.email)))[0], "the outbox row");
    const job = must(
      (
        await t.db
          .select()
          .from(jobs)
          .where(eq(jobs.dedupeKey, `message:${row.id}`))
      )[0],
      "the message's job",
    );
    expect(job).toMatchObject({ kind: "send-message", status: "queued", payload: { outboxId: row.id } });

    const dir = mkdtempSync(join(tmpdir(), "mail-catcher-"));
    const registry = registerPortalJobs({ transport: catcherTransport(dir), registry: new JobRegistry() });
    await Promise.all(["a", "b", "c"].map((w) => runDueJobs(t.db, { workerId: w, registry, kinds: ["send-message"], limit: 50 })));
    await runDueJobs(t.db, { workerId: "d", registry, kinds: ["send-message"], limit: 50 });
    const mails = readMailbox(dir, u.email);
    expect(mails).toHaveLength(1);
    expect(must(mails[0]).body).toMatch(/\/reset-password\/[\w-]{20,}/);
    const [after] = await t.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: "sent", sealedSecret: null });
    expect((await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({ status: "done", attempts: 1 });
  });

  it("a message whose delivery fails on every attempt ends failed (secret wiped) and its job dead with the error", async () => {
    const u = await makeUser(t.db);
    await requestPasswordReset(t.db, { username: u.username, market: "se", t: getT("sv"), ctx: { ip: "192.0.2.78" } });
    const row = must((await t.db.select().from(outbox).where(eq(outbox.recipient, u.email)))[0], "the outbox row");
    await t.db
      .update(jobs)
      .set({ maxAttempts: 2 })
      .where(eq(jobs.dedupeKey, `message:${row.id}`));
    const registry = registerPortalJobs({
      transport: { name: "down", deliver: () => Promise.reject(new Error("SMTP 421 try later")) },
      registry: new JobRegistry(),
    });
    const far = new Date(Date.now() + 86_400_000);
    await runDueJobs(t.db, { workerId: "w", registry, kinds: ["send-message"], now: () => far });
    await runDueJobs(t.db, { workerId: "w", registry, kinds: ["send-message"], now: () => new Date(far.getTime() + 3600_000) });
    const [m] = await t.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(m).toMatchObject({ status: "failed", attempts: 2, lastError: "SMTP 421 try later", sealedSecret: null });
    const [j] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `message:${row.id}`));
    expect(j).toMatchObject({ status: "dead", attempts: 2, lastError: "SMTP 421 try later" });
  });
});

describe("staff: dead jobs and run again", () => {
  async function call(body: unknown) {
    const req = new NextRequest("http://localhost:3000/api/internal-portal/jobs/requeue", {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const res = await requeueRoute(req, { params: Promise.resolve({}) });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  it("counts and lists dead jobs; staff re-queue one (logged); others get 403; a job that is not dead is 404", async () => {
    const kind = newKind("dead");
    const dead = must(
      (await t.db.insert(jobs).values({ kind, status: "dead", attempts: 5, lastError: "boom", finishedAt: new Date() }).returning())[0],
    );
    const queued = must((await t.db.insert(jobs).values({ kind, status: "queued" }).returning())[0]);
    const overview = await jobOverview(t.db);
    expect(overview.dead).toBeGreaterThanOrEqual(1);
    expect(overview.deadJobs.find((d) => d.id === dead.id)).toMatchObject({ kind, attempts: 5, lastError: "boom" });

    const customerUser = await makeUser(t.db);
    state.sessionId = (await signInAs(t.db, customerUser.id)).sessionId;
    expect((await call({ jobId: dead.id })).status).toBe(403);

    const staff = await makeUser(t.db, { internal: true });
    state.sessionId = (await signInAs(t.db, staff.id)).sessionId;
    expect((await call({ jobId: queued.id })).status).toBe(404);
    const ok = await call({ jobId: dead.id });
    expect(ok).toMatchObject({ status: 200, body: { success: true, jobId: dead.id } });
    const [again] = await t.db.select().from(jobs).where(eq(jobs.id, dead.id));
    expect(again).toMatchObject({ status: "queued", attempts: 0, finishedAt: null });
    const logged = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, staff.id), eq(actionLog.action, "jobs.requeue")));
    expect(logged).toHaveLength(1);
    expect(must(logged[0]).details).toMatchObject({ jobId: dead.id, kind, lastError: "boom" });
  });
});
