import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "@/db/schema";
import { useTestDb } from "@/tests/support/test-db";
import { dispatchDue, enqueueMessage, type Transport } from "./index";

const t = useTestDb();

describe("outbox", () => {
  it("keeps one message per dedupe key, also under concurrent enqueues", async () => {
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => enqueueMessage(t.db, { channel: "sms", kind: "reminder", recipient: "+46701234567", body: "Påminnelse", dedupeKey: "booking:1:60:sms" })),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.dedupeKey, "booking:1:60:sms"))).toHaveLength(1);
  });

  it("a message written in a rolled-back transaction is never sent", async () => {
    await t.db.transaction(async (tx) => {
      await enqueueMessage(tx, { channel: "email", kind: "x", recipient: "rollback@test.se", body: "b" });
      tx.rollback();
    }).catch(() => {});
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, "rollback@test.se"))).toHaveLength(0);
  });

  it("two dispatchers never deliver the same message twice, and future messages wait", async () => {
    for (let i = 0; i < 30; i++) await enqueueMessage(t.db, { channel: "email", kind: "bulk", recipient: `r${i}@test.se`, body: "hej" });
    await enqueueMessage(t.db, { channel: "email", kind: "later", recipient: "later@test.se", body: "sen", sendAfter: new Date(Date.now() + 3600_000) });
    const delivered: string[] = [];
    const slow: Transport = { name: "test", async deliver(m) { await new Promise((r) => setTimeout(r, 5)); delivered.push(m.recipient); return "sent"; } };
    await Promise.all([dispatchDue(t.db, slow, 100), dispatchDue(t.db, slow, 100), dispatchDue(t.db, slow, 100)]);
    const bulk = delivered.filter((r) => /^r\d+@/.test(r));
    expect(bulk).toHaveLength(30);
    expect(new Set(bulk).size).toBe(30);
    expect(delivered).not.toContain("later@test.se");
  });

  it("a failing transport leaves the message pending for a later retry", async () => {
    await enqueueMessage(t.db, { channel: "email", kind: "retry", recipient: "retry@test.se", body: "x" });
    const broken: Transport = { name: "broken", async deliver() { throw new Error("SMTP down"); } };
    await dispatchDue(t.db, broken);
    const [m] = await t.db.select().from(outbox).where(eq(outbox.recipient, "retry@test.se"));
    expect(m.status).toBe("pending");
    expect(m.attempts).toBe(1);
    expect(m.lastError).toBe("SMTP down");
    expect(m.sendAfter.getTime()).toBeGreaterThan(Date.now());
  });
});
