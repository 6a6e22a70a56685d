import { and, desc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { actionLog, outbox, passwordResetTokens, rateLimits, users } from "@/db/schema";
import type * as PasswordModule from "@/lib/auth/password";
import { AppError } from "@/lib/api/errors";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { makeUser, signInAs, TEST_PASSWORD } from "@/tests/support/factories";
import { authenticate } from "@/lib/auth/authenticate";
import { THROTTLE } from "@/lib/auth/login-throttle";
import { hashPassword } from "@/lib/auth/password";
import { loadActor } from "@/lib/auth/sessions";
import { getT } from "@/lib/i18n/instance";
import { dispatchDue, type Transport } from "@/lib/integrations/messaging";
import { listOutbox } from "@/lib/integrations/messaging/list-outbox";
import { changePassword } from "./change-password";
import { isResetTokenUsable, requestPasswordReset, RESET_LIMITS, resetPassword } from "./password-reset";

// hashPassword as it is, but counted: the reset must not hash before the token is known good
vi.mock("@/lib/auth/password", async (orig) => {
  const real = await orig<typeof PasswordModule>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const t = useTestDb();
const NEW = "Hösträg2026!";
const t_sv = getT("sv");
let ipSeq = 0;
/** a fresh client address per call, so the per-address limits stay out of tests about other things */
const ctx = () => ({ ip: `192.0.2.${++ipSeq % 250}`, requestId: `r${ipSeq}` });

const delivered: { recipient: string; subject: string | null; body: string }[] = [];
const capture: Transport = {
  name: "capture",
  deliver(m) {
    delivered.push({ recipient: m.recipient, subject: m.subject, body: m.body });
    return Promise.resolve("sent");
  },
};

/** Runs the dispatcher and returns the newest message delivered to the address. */
async function mailTo(email: string) {
  await dispatchDue(t.db, capture, 500);
  return must(
    [...delivered].reverse().find((m) => m.recipient === email),
    `a message to ${email}`,
  );
}
const tokenIn = (body: string) => must(/\/reset-password\/([\w-]+)/.exec(body)?.[1], "a reset link in the message");

async function resetLinkFor(u: { username: string; email: string }) {
  await requestPasswordReset(t.db, { username: u.username, market: "se", t: t_sv, ctx: ctx() });
  return tokenIn((await mailTo(u.email)).body);
}

describe("change password", () => {
  it("refuses a wrong current password and keeps the old one", async () => {
    const u = await makeUser(t.db);
    const actor = await signInAs(t.db, u.id);
    await expect(
      changePassword(t.db, { actor, input: { currentPassword: "nope", newPassword: NEW, confirmPassword: NEW }, ctx: ctx() }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      fields: { currentPassword: ["account.password.wrongCurrent"] },
    });
    expect(await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "1.1.1.1" })).not.toBeNull();
  });

  it("sets the new password, ends the user's other sessions but not this one, and logs it", async () => {
    const u = await makeUser(t.db);
    const here = await signInAs(t.db, u.id);
    const elsewhere = await signInAs(t.db, u.id);
    const other = await makeUser(t.db);
    const otherSession = await signInAs(t.db, other.id);

    const res = await changePassword(t.db, {
      actor: here,
      input: { currentPassword: TEST_PASSWORD, newPassword: NEW, confirmPassword: NEW },
    });
    expect(res.endedSessions).toBe(1);
    expect(await loadActor(t.db, here.sessionId)).not.toBeNull();
    expect(await loadActor(t.db, elsewhere.sessionId)).toBeNull();
    expect(await loadActor(t.db, otherSession.sessionId)).not.toBeNull();
    expect(await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "1.1.1.2" })).toBeNull();
    expect(await authenticate(t.db, { username: u.username, password: NEW, ip: "1.1.1.2" })).not.toBeNull();
    const hash = must((await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, u.id)))[0], "the user");
    expect(hash.h.startsWith("$argon2id$")).toBe(true);
    expect(
      await t.db
        .select()
        .from(actionLog)
        .where(and(eq(actionLog.userId, u.id), eq(actionLog.action, "account.password.changed"))),
    ).toHaveLength(1);
  });

  it("is throttled like sign-in: beyond the free wrong attempts 429 with the wait, even for the right password; each try is logged", async () => {
    const u = await makeUser(t.db);
    const actor = await signInAs(t.db, u.id);
    const input = (current: string) => ({ currentPassword: current, newPassword: NEW, confirmPassword: NEW });
    for (let i = 0; i < THROTTLE.freeFailuresPerAccount; i++) {
      await expect(changePassword(t.db, { actor, input: input(`wrong-${i}`), ctx: ctx() })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    }
    const refused: unknown = await changePassword(t.db, { actor, input: input(TEST_PASSWORD), ctx: ctx() }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "RATE_LIMITED", status: 429, message: "account.password.tooManyAttempts" });
    expect(refused instanceof AppError && refused.values?.seconds).toBeTypeOf("number");
    // the same account counter as sign-in
    await expect(authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "1.1.9.9" })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    const log = await t.db.select({ action: actionLog.action }).from(actionLog).where(eq(actionLog.userId, u.id));
    expect(log.filter((r) => r.action === "account.password.wrongCurrent")).toHaveLength(THROTTLE.freeFailuresPerAccount);
    expect(log.filter((r) => r.action === "account.password.changeThrottled")).toHaveLength(1);
  });

  it("refuses a common password or the user's own username as the new one", async () => {
    const u = await makeUser(t.db);
    const actor = await signInAs(t.db, u.id);
    for (const weak of ["Password2026!", "1qaz2wsx3edc", u.username]) {
      await expect(
        changePassword(t.db, { actor, input: { currentPassword: TEST_PASSWORD, newPassword: weak, confirmPassword: weak }, ctx: ctx() }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
        fields: { newPassword: ["account.password.common"] },
      });
    }
  });
});

describe("reset password by e-mailed link", () => {
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
  });
  afterEach(() => vi.unstubAllEnvs());

  it("e-mails a one-time link to the account's address; the link sets the password once and ends all sessions", async () => {
    const u = await makeUser(t.db);
    const session = await signInAs(t.db, u.id);
    await requestPasswordReset(t.db, { username: u.username, market: "se", t: t_sv, ctx: ctx() });
    const mail = await mailTo(u.email);
    expect(mail.subject).toBe("Återställ ditt lösenord till LM² Kundportal");
    const token = tokenIn(mail.body);
    // only a hash is stored
    const stored = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(must(stored[0]).tokenHash).not.toContain(token);

    expect(await isResetTokenUsable(t.db, token)).toBe(true);
    await resetPassword(t.db, { token, newPassword: NEW, ctx: ctx() });
    expect(await authenticate(t.db, { username: u.username, password: NEW, ip: "2.2.2.2" })).not.toBeNull();
    expect(await loadActor(t.db, session.sessionId)).toBeNull();
    expect(await isResetTokenUsable(t.db, token)).toBe(false);
    await expect(resetPassword(t.db, { token, newPassword: "Annat-lösen-2026", ctx: ctx() })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "account.reset.invalidLink",
    });
  });

  it("builds the link from the configured public origin of the market only", async () => {
    vi.stubEnv("PUBLIC_URL_SE", "https://portal.example.se,https://alt.example.se");
    vi.stubEnv("PUBLIC_URL_FI", "https://portal.example.fi");
    const u = await makeUser(t.db);
    await requestPasswordReset(t.db, { username: u.username, market: "se", t: t_sv, ctx: ctx() });
    expect((await mailTo(u.email)).body).toMatch(/https:\/\/portal\.example\.se\/reset-password\/[\w-]{43}\n/);
    await requestPasswordReset(t.db, { username: u.username, market: "fi", t: getT("fi"), ctx: ctx() });
    expect((await mailTo(u.email)).body).toMatch(/https:\/\/portal\.example\.fi\/reset-password\/[\w-]{43}\n/);
  });

  it("never stores the token in the clear: the outbox keeps a placeholder and a sealed copy until delivery; staff see it redacted", async () => {
    const u = await makeUser(t.db);
    await requestPasswordReset(t.db, { username: u.username, market: "se", t: t_sv, ctx: ctx() });
    const queued = must(
      (await t.db.select().from(outbox).where(eq(outbox.recipient, u.email)).orderBy(desc(outbox.id)).limit(1))[0],
      "the queued message",
    );
    expect(queued.body).toContain("/reset-password/[[secret]]");
    expect(queued.sealedSecret).toMatch(/^v1\./);
    const staffView = must(
      (await listOutbox(t.db, { redacted: "[dolt]" })).find((m) => m.id === queued.id),
      "the message in the staff view",
    );
    expect(staffView.body).toContain("/reset-password/[dolt]");
    expect(staffView).not.toHaveProperty("sealedSecret");

    const token = tokenIn((await mailTo(u.email)).body);
    // nowhere in the database, in any column of any row
    const dump = await t.db.execute(
      sql`select (select coalesce(json_agg(o), '[]') from outbox o)::text || (select coalesce(json_agg(p), '[]') from password_reset_tokens p)::text as all`,
    );
    expect(String(must(dump.rows[0], "the dump").all)).not.toContain(token);
    const sent = must((await t.db.select().from(outbox).where(eq(outbox.id, queued.id)))[0], "the sent message");
    expect(sent).toMatchObject({ status: "sent", sealedSecret: null });
    expect(sent.body).toContain("[[secret]]");
  });

  it("a new request, a reset and a password change each end every other reset link of the user", async () => {
    const u = await makeUser(t.db);
    const first = await resetLinkFor(u);
    const second = await resetLinkFor(u);
    expect(await isResetTokenUsable(t.db, first)).toBe(false);
    expect(await isResetTokenUsable(t.db, second)).toBe(true);

    // a reset with the newest link ends an older one that was still open (made before the rule)
    const third = await resetLinkFor(u);
    await t.db.update(passwordResetTokens).set({ usedAt: null }).where(eq(passwordResetTokens.userId, u.id));
    await resetPassword(t.db, { token: third, newPassword: NEW, ctx: ctx() });
    expect(await isResetTokenUsable(t.db, second)).toBe(false);

    const v = await makeUser(t.db);
    const open = await resetLinkFor(v);
    const actor = await signInAs(t.db, v.id);
    await changePassword(t.db, { actor, input: { currentPassword: TEST_PASSWORD, newPassword: NEW, confirmPassword: NEW }, ctx: ctx() });
    expect(await isResetTokenUsable(t.db, open)).toBe(false);
  });

  it("checks the token before hashing the new password (an invalid link costs no argon2)", async () => {
    await expect(resetPassword(t.db, { token: "x".repeat(43), newPassword: NEW, ctx: ctx() })).rejects.toMatchObject({
      message: "account.reset.invalidLink",
    });
    expect(hashPassword).not.toHaveBeenCalled();
    const u = await makeUser(t.db);
    const token = await resetLinkFor(u);
    vi.mocked(hashPassword).mockClear();
    await resetPassword(t.db, { token, newPassword: NEW, ctx: ctx() });
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });

  it("a racing double submit of one link changes the password once", async () => {
    const u = await makeUser(t.db);
    const token = await resetLinkFor(u);
    const results = await Promise.allSettled([
      resetPassword(t.db, { token, newPassword: "Första-lösen-2026", ctx: ctx() }),
      resetPassword(t.db, { token, newPassword: "Andra-lösen-2026", ctx: ctx() }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("refuses a common new password and leaves the link usable", async () => {
    const u = await makeUser(t.db);
    const token = await resetLinkFor(u);
    await expect(resetPassword(t.db, { token, newPassword: "Password2026!", ctx: ctx() })).rejects.toMatchObject({
      fields: { newPassword: ["account.password.common"] },
    });
    expect(await isResetTokenUsable(t.db, token)).toBe(true);
  });

  it("an expired link does not work", async () => {
    const u = await makeUser(t.db);
    const token = await resetLinkFor(u);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, u.id));
    expect(await isResetTokenUsable(t.db, token)).toBe(false);
    await expect(resetPassword(t.db, { token, newPassword: NEW, ctx: ctx() })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("asking for an unknown account sends nothing and does not say so", async () => {
    const before = await t.db.select().from(outbox);
    await expect(requestPasswordReset(t.db, { username: "ghost@nowhere.se", market: "se", t: t_sv, ctx: ctx() })).resolves.toBeUndefined();
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
  });

  it("mails one account at most 3 times an hour, silently, however many addresses ask", async () => {
    const u = await makeUser(t.db);
    for (let i = 0; i < 6; i++)
      await expect(requestPasswordReset(t.db, { username: u.username, market: "se", t: t_sv, ctx: ctx() })).resolves.toBeUndefined();
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, u.email))).toHaveLength(RESET_LIMITS.requestPerAccount.limit);
    const log = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, u.id), eq(actionLog.action, "account.password.resetThrottled")));
    expect(log).toHaveLength(3);
  });

  it("limits requests per address with 429 (the same for existing and unknown accounts)", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < RESET_LIMITS.requestPerAddress.limit; i++) {
      await requestPasswordReset(t.db, { username: `nobody${i}@test.se`, market: "se", t: t_sv, ctx: { ip } });
    }
    const u = await makeUser(t.db);
    const limited: unknown = await requestPasswordReset(t.db, { username: u.username, market: "se", t: t_sv, ctx: { ip } }).catch(
      (e: unknown) => e,
    );
    expect(limited).toMatchObject({ code: "RATE_LIMITED" });
    expect(limited instanceof AppError && limited.values?.seconds).toBeTypeOf("number");
    await expect(requestPasswordReset(t.db, { username: "nobody@test.se", market: "se", t: t_sv, ctx: { ip } })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `reset-request:ip:${ip}`)),
    ).toHaveLength(1);
  });

  it("limits new-password submissions per address", async () => {
    const ip = "198.51.100.78";
    for (let i = 0; i < RESET_LIMITS.resetPerAddress.limit; i++) {
      await expect(resetPassword(t.db, { token: `guess-${i}-${"x".repeat(40)}`, newPassword: NEW, ctx: { ip } })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    await expect(resetPassword(t.db, { token: "y".repeat(43), newPassword: NEW, ctx: { ip } })).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
  });
});
