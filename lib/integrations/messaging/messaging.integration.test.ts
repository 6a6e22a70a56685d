import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, outbox } from "@/db/schema";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { dispatchDue, enqueueMessage, type Transport } from "./index";
import { listOutbox, REDACTED } from "./list-outbox";
import { catcherTransport, readMailbox } from "./mail-catcher";
import { openSecret, sealSecret, SECRET_PLACEHOLDER } from "./secret";

const t = useTestDb();

describe("outbox", () => {
  it("keeps one message per dedupe key, also under concurrent enqueues", async () => {
    const ids = await Promise.all(
      Array.from({ length: 10 }, () =>
        enqueueMessage(t.db, {
          channel: "sms",
          kind: "reminder",
          recipient: "+46701234567",
          body: "Påminnelse",
          dedupeKey: "booking:1:60:sms",
        }),
      ),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.dedupeKey, "booking:1:60:sms"))).toHaveLength(1);
  });

  it("a message written in a rolled-back transaction is never sent", async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueMessage(tx, { channel: "email", kind: "x", recipient: "rollback@test.se", body: "b" });
        tx.rollback();
      })
      .catch(() => {});
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, "rollback@test.se"))).toHaveLength(0);
  });

  it("two dispatchers never deliver the same message twice, and future messages wait", async () => {
    for (let i = 0; i < 30; i++) await enqueueMessage(t.db, { channel: "email", kind: "bulk", recipient: `r${i}@test.se`, body: "hej" });
    await enqueueMessage(t.db, {
      channel: "email",
      kind: "later",
      recipient: "later@test.se",
      body: "sen",
      sendAfter: new Date(Date.now() + 3600_000),
    });
    const delivered: string[] = [];
    const slow: Transport = {
      name: "test",
      async deliver(m) {
        await new Promise((r) => setTimeout(r, 5));
        delivered.push(m.recipient);
        return "sent";
      },
    };
    await Promise.all([dispatchDue(t.db, slow, 100), dispatchDue(t.db, slow, 100), dispatchDue(t.db, slow, 100)]);
    const bulk = delivered.filter((r) => /^r\d+@/.test(r));
    expect(bulk).toHaveLength(30);
    expect(new Set(bulk).size).toBe(30);
    expect(delivered).not.toContain("later@test.se");
  });

  it("a failing transport leaves the message pending for a later retry", async () => {
    await enqueueMessage(t.db, { channel: "email", kind: "retry", recipient: "retry@test.se", body: "x" });
    const broken: Transport = { name: "broken", deliver: () => Promise.reject(new Error("SMTP down")) };
    await dispatchDue(t.db, broken);
    const m = must((await t.db.select().from(outbox).where(eq(outbox.recipient, "retry@test.se")))[0], "the message");
    expect(m.status).toBe("pending");
    expect(m.attempts).toBe(1);
    expect(m.lastError).toBe("SMTP down");
    const job = must(
      (
        await t.db
          .select()
          .from(jobs)
          .where(eq(jobs.dedupeKey, `message:${m.id}`))
      )[0],
      "its job",
    );
    expect(job).toMatchObject({ kind: "send-message", status: "queued", attempts: 1, lastError: "SMTP down" });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("secrets in outgoing messages (decision 018)", () => {
  it("keeps a placeholder and a sealed copy; the transport gets the secret at send time; then the copy is wiped", async () => {
    const secret = "tok_" + "A".repeat(40);
    const id = await enqueueMessage(t.db, {
      channel: "email",
      kind: "password-reset",
      recipient: "sealed@test.se",
      subject: "Länk",
      body: `Klicka: https://x/reset-password/${SECRET_PLACEHOLDER}\n`,
      secret,
    });
    const row = must((await t.db.select().from(outbox).where(eq(outbox.id, id!)))[0], "the message");
    expect(row.body).not.toContain(secret);
    expect(row.sealedSecret).not.toContain(secret);
    expect((await listOutbox(t.db)).find((m) => m.id === id)!.body).toBe(`Klicka: https://x/reset-password/${REDACTED}\n`);

    const dir = mkdtempSync(join(tmpdir(), "mail-catcher-"));
    await dispatchDue(t.db, catcherTransport(dir), 500);
    const [caught] = readMailbox(dir, "Sealed@Test.se");
    expect(caught).toMatchObject({
      channel: "email",
      recipient: "sealed@test.se",
      subject: "Länk",
      body: `Klicka: https://x/reset-password/${secret}\n`,
    });
    const [after] = await t.db.select().from(outbox).where(eq(outbox.id, id!));
    expect(after).toMatchObject({ status: "sent", sealedSecret: null, body: row.body });
  });

  it("a sealed secret opens only for its own message and key", () => {
    const sealed = sealSecret("123456", { kind: "one-time-code", recipient: "+46701234567" }, "key-one");
    expect(openSecret(sealed, { kind: "one-time-code", recipient: "+46701234567" }, "key-one")).toBe("123456");
    expect(() => openSecret(sealed, { kind: "one-time-code", recipient: "+46709999999" }, "key-one")).toThrow(/cannot be opened/);
    expect(() => openSecret(sealed, { kind: "one-time-code", recipient: "+46701234567" }, "key-two")).toThrow(/cannot be opened/);
  });

  it("refuses a secret without its placeholder (it would be lost) and a placeholder without a secret", async () => {
    await expect(
      enqueueMessage(t.db, { channel: "sms", kind: "code", recipient: "+46700000000", body: "Din kod", secret: "123456" }),
    ).rejects.toThrow(/placeholder/i);
    await expect(
      enqueueMessage(t.db, { channel: "sms", kind: "code", recipient: "+46700000000", body: `Din kod ${SECRET_PLACEHOLDER}` }),
    ).rejects.toThrow(/without a secret/);
  });

  it("the mail catcher keeps each message whole per recipient, newest first", async () => {
    const dir = mkdtempSync(join(tmpdir(), "mail-catcher-"));
    const c = catcherTransport(dir);
    await c.deliver({ channel: "email", recipient: "a@test.se", subject: "1", body: "första" });
    await new Promise((r) => setTimeout(r, 5));
    await c.deliver({ channel: "email", recipient: "a@test.se", subject: "2", body: "andra" });
    await c.deliver({ channel: "sms", recipient: "../../etc", subject: null, body: "x" });
    expect(readMailbox(dir, "a@test.se").map((m) => m.body)).toEqual(["andra", "första"]);
    expect(readMailbox(dir, "b@test.se")).toEqual([]);
    expect(readMailbox(dir, "../../etc")).toHaveLength(1);
  });
});
