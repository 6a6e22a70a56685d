import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionLog, outbox, passwordResetTokens, users } from "@/db/schema";
import { useTestDb } from "@/tests/support/test-db";
import { makeUser, signInAs, TEST_PASSWORD } from "@/tests/support/factories";
import { authenticate } from "@/lib/auth/authenticate";
import { loadActor } from "@/lib/auth/sessions";
import { getT } from "@/lib/i18n/instance";
import { changePassword } from "./change-password";
import { isResetTokenUsable, requestPasswordReset, resetPassword } from "./password-reset";

const t = useTestDb();
const NEW = "Hösträg2026!";

async function mailTo(email: string) {
  const [m] = await t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  return m;
}

describe("change password", () => {
  it("refuses a wrong current password and keeps the old one", async () => {
    const u = await makeUser(t.db);
    const actor = await signInAs(t.db, u.id);
    await expect(changePassword(t.db, { actor, input: { currentPassword: "nope", newPassword: NEW, confirmPassword: NEW } })).rejects.toMatchObject({
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

    const res = await changePassword(t.db, { actor: here, input: { currentPassword: TEST_PASSWORD, newPassword: NEW, confirmPassword: NEW } });
    expect(res.endedSessions).toBe(1);
    expect(await loadActor(t.db, here.sessionId)).not.toBeNull();
    expect(await loadActor(t.db, elsewhere.sessionId)).toBeNull();
    expect(await loadActor(t.db, otherSession.sessionId)).not.toBeNull();
    expect(await authenticate(t.db, { username: u.username, password: TEST_PASSWORD, ip: "1.1.1.2" })).toBeNull();
    expect(await authenticate(t.db, { username: u.username, password: NEW, ip: "1.1.1.2" })).not.toBeNull();
    const [hash] = await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, u.id));
    expect(hash.h.startsWith("$argon2id$")).toBe(true);
    expect(await t.db.select().from(actionLog).where(and(eq(actionLog.userId, u.id), eq(actionLog.action, "account.password.changed")))).toHaveLength(1);
  });
});

describe("reset password by e-mailed link", () => {
  const t_sv = getT("sv");

  it("e-mails a one-time link to the account's address; the link sets the password once and ends all sessions", async () => {
    const u = await makeUser(t.db);
    const session = await signInAs(t.db, u.id);
    await requestPasswordReset(t.db, { username: u.username, origin: "http://portal.test.se", t: t_sv });
    const mail = await mailTo(u.email);
    expect(mail.subject).toBe("Återställ ditt lösenord till LM² Kundportal");
    const link = /http:\/\/portal\.test\.se\/reset-password\/([\w-]+)/.exec(mail.body);
    expect(link).not.toBeNull();
    const token = link![1];
    // only a hash is stored
    const stored = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(stored[0].tokenHash).not.toContain(token);

    expect(await isResetTokenUsable(t.db, token)).toBe(true);
    await resetPassword(t.db, { token, newPassword: NEW });
    expect(await authenticate(t.db, { username: u.username, password: NEW, ip: "2.2.2.2" })).not.toBeNull();
    expect(await loadActor(t.db, session.sessionId)).toBeNull();
    expect(await isResetTokenUsable(t.db, token)).toBe(false);
    await expect(resetPassword(t.db, { token, newPassword: "Annat2026!" })).rejects.toMatchObject({ code: "BAD_REQUEST", message: "account.reset.invalidLink" });
  });

  it("a racing double submit of one link changes the password once", async () => {
    const u = await makeUser(t.db);
    await requestPasswordReset(t.db, { username: u.email, origin: "http://x", t: t_sv });
    const token = /reset-password\/([\w-]+)/.exec((await mailTo(u.email)).body)![1];
    const results = await Promise.allSettled([resetPassword(t.db, { token, newPassword: "Forsta2026!" }), resetPassword(t.db, { token, newPassword: "Andra2026!" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("an expired link does not work", async () => {
    const u = await makeUser(t.db);
    await requestPasswordReset(t.db, { username: u.username, origin: "http://x", t: t_sv });
    const token = /reset-password\/([\w-]+)/.exec((await mailTo(u.email)).body)![1];
    await t.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, u.id));
    expect(await isResetTokenUsable(t.db, token)).toBe(false);
    await expect(resetPassword(t.db, { token, newPassword: NEW })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("asking for an unknown account sends nothing and does not say so", async () => {
    const before = await t.db.select().from(outbox);
    await expect(requestPasswordReset(t.db, { username: "ghost@nowhere.se", origin: "http://x", t: t_sv })).resolves.toBeUndefined();
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
  });
});
