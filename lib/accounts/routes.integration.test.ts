/**
 * The account calls through the real route wrapper (issue 9 items 1, 2, 4, 5): forged host and
 * address headers change nothing, the reset link goes only to a configured origin, the
 * change-password throttle answers 429 with Retry-After, and the dev mailbox exists only while
 * the mail catcher is active. Only the session lookup and getDb are replaced.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimits } from "@/db/schema";
import { THROTTLE } from "@/lib/auth/login-throttle";
import { dispatchDue, type Transport } from "@/lib/integrations/messaging";
import { catcherTransport, setMailCatcherActive, type CaughtMessage } from "@/lib/integrations/messaging/mail-catcher";
import { makeUser, signInAs, TEST_PASSWORD } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { parseReply, type ErrorReply } from "@/tests/support/reply";
import { routeState as state, type Handler } from "@/tests/support/route-harness";
import { useTestDb } from "@/tests/support/test-db";
import { RESET_LIMITS } from "./password-reset";

vi.mock("@/db", async (orig) => (await import("@/tests/support/route-harness")).mockDbModule(orig));
vi.mock("@/lib/auth/current", async () => (await import("@/tests/support/route-harness")).mockCurrentModule());
const routes = {
  requestReset: (await import("@/app/api/account/request-password-reset/route")).POST as Handler,
  changePassword: (await import("@/app/api/account/change-password/route")).POST as Handler,
  mailbox: (await import("@/app/api/dev/mailbox/route")).GET as Handler,
};

const t = useTestDb();
beforeEach(() => {
  state.db = t.db;
  state.sessionId = null;
});
afterEach(() => vi.unstubAllEnvs());

async function call<T = ErrorReply>(
  handler: Handler,
  opts: { method?: string; path?: string; body?: unknown; headers?: Record<string, string> },
) {
  const headers: Record<string, string> = {
    host: "localhost:3000",
    origin: "http://localhost:3000",
    "content-type": "application/json",
    ...opts.headers,
  };
  const req = new NextRequest(`http://localhost:3000${opts.path ?? "/api/x"}`, {
    method: opts.method ?? "POST",
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const res = await handler(req, { params: Promise.resolve({}) });
  return { status: res.status, headers: res.headers, body: parseReply<T>(await res.text()) };
}

const sent: { recipient: string; body: string }[] = [];
const capture: Transport = {
  name: "capture",
  deliver(m) {
    sent.push(m);
    return Promise.resolve("sent");
  },
};

describe("reset link origin (item 1)", () => {
  it("ignores X-Forwarded-Host/-Proto: the mailed link uses the configured origin of the market", async () => {
    vi.stubEnv("PUBLIC_URL_SE", "https://portal.example.se");
    const u = await makeUser(t.db);
    const res = await call(routes.requestReset, {
      body: { username: u.username },
      headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.1" },
    });
    expect(res.status).toBe(200);
    await dispatchDue(t.db, capture, 500);
    const mail = must(sent.filter((m) => m.recipient === u.email).at(-1), "a mail to the user");
    expect(mail.body).toMatch(/https:\/\/portal\.example\.se\/reset-password\/[\w-]{43}/);
    expect(mail.body).not.toContain("evil.example");
  });

  it("the Origin check trusts a configured public origin or the own Host, never an untrusted X-Forwarded-Host", async () => {
    vi.stubEnv("PUBLIC_URL_SE", "https://portal.example.se");
    const forged = await call(routes.requestReset, {
      body: { username: "x@test.se" },
      headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(forged.status).toBe(403);
    // behind a proxy the Host is internal; the browser's Origin is the configured public one
    const proxied = await call(routes.requestReset, {
      body: { username: "x@test.se" },
      headers: { host: "app:3000", origin: "https://portal.example.se" },
    });
    expect(proxied.status).toBe(200);
    // with a trusted proxy its X-Forwarded-Host counts as the own host
    vi.stubEnv("TRUSTED_PROXIES", "1");
    const viaProxy = await call(routes.requestReset, {
      body: { username: "x@test.se" },
      headers: { host: "app:3000", origin: "https://other.example", "x-forwarded-host": "other.example" },
    });
    expect(viaProxy.status).toBe(200);
  });
});

describe("client address (item 4)", () => {
  it("a new X-Forwarded-For per request does not escape the per-address limit", async () => {
    await t.db.delete(rateLimits);
    let last = 0;
    for (let i = 0; i <= RESET_LIMITS.requestPerAddress.limit; i++) {
      const res = await call(routes.requestReset, {
        body: { username: `nobody${i}@test.se` },
        headers: { "x-forwarded-for": `203.0.113.${i + 10}`, "x-real-ip": `198.51.100.${i + 10}` },
      });
      last = res.status;
      if (i < RESET_LIMITS.requestPerAddress.limit) expect(res.status).toBe(200);
    }
    expect(last).toBe(429);
  });
});

describe("change password throttle (item 5)", () => {
  it("beyond the free wrong attempts answers 429 with Retry-After", async () => {
    const u = await makeUser(t.db);
    state.sessionId = (await signInAs(t.db, u.id)).sessionId;
    const body = (current: string) => ({ currentPassword: current, newPassword: "Skördetid2026!", confirmPassword: "Skördetid2026!" });
    for (let i = 0; i < THROTTLE.freeFailuresPerAccount; i++)
      expect((await call(routes.changePassword, { body: body(`fel-${i}`) })).status).toBe(400);
    const res = await call(routes.changePassword, { body: body(TEST_PASSWORD) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.body.error.message).toMatch(/För många felaktiga försök/);
  });
});

describe("dev mailbox (item 2)", () => {
  const mailbox = (to?: string) =>
    call<{ messages: CaughtMessage[] }>(routes.mailbox, {
      method: "GET",
      path: `/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ""}`,
      headers: { "content-type": "" },
    });

  it("answers only while the catcher is active for this run, never in production or with SMTP_URL", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mailbox-"));
    vi.stubEnv("MAIL_CATCHER_DIR", dir);
    vi.stubEnv("PORTAL_PRODUCTION", "0");
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("MAIL_CATCHER", "");
    expect((await mailbox("a@test.se")).status).toBe(404);

    setMailCatcherActive(dir, true);
    await catcherTransport(dir).deliver({
      channel: "email",
      recipient: "a@test.se",
      subject: "Hej",
      body: "länk https://x/reset-password/abc",
    });
    const ok = await mailbox("a@test.se");
    expect(ok.status).toBe(200);
    expect(ok.body.messages).toEqual([
      expect.objectContaining({ recipient: "a@test.se", subject: "Hej", body: "länk https://x/reset-password/abc" }),
    ]);
    expect((await mailbox()).status).toBe(400);

    vi.stubEnv("PORTAL_PRODUCTION", "1");
    expect((await mailbox("a@test.se")).status).toBe(404);
    vi.stubEnv("MAIL_CATCHER", "1");
    expect((await mailbox("a@test.se")).status).toBe(404);
    vi.stubEnv("PORTAL_PRODUCTION", "0");
    vi.stubEnv("SMTP_URL", "smtp://mail.example:587");
    expect((await mailbox("a@test.se")).status).toBe(404);
    vi.stubEnv("SMTP_URL", "");
    setMailCatcherActive(dir, false);
    vi.stubEnv("MAIL_CATCHER", "");
    expect((await mailbox("a@test.se")).status).toBe(404);
  });
});
