import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { actionLog, inboxMessages } from "@/db/schema";
import { makeCustomer, makeUser, signInAs } from "@/tests/support/factories";
import { useTestDb } from "@/tests/support/test-db";
import { getInboxStatistics } from "./get-inbox-statistics";
import { listInboxMessages } from "./list-inbox-messages";
import { setInboxMessageRead } from "./set-inbox-message-read";
import { setInboxMessageStarred } from "./set-inbox-message-starred";
import { must } from "@/tests/support/must";

const t = useTestDb();

async function userWithMessages(n: number) {
  const c = await makeCustomer(t.db);
  const u = await makeUser(t.db, { customers: [{ id: c.id }] });
  const actor = await signInAs(t.db, u.id);
  const rows = n
    ? await t.db
        .insert(inboxMessages)
        .values(
          Array.from({ length: n }, (_, i) => ({
            userId: u.id,
            sender: "Kundtjänst",
            subject: `Meddelande ${i}`,
            body: `Text ${i}`,
            createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
          })),
        )
        .returning()
    : [];
  return { actor, rows };
}

describe("inbox (spec 1 §3, §7)", () => {
  it("lists the user's messages newest first, a page at a time", async () => {
    const { actor, rows } = await userWithMessages(25);
    await userWithMessages(3); // someone else's
    const first = await listInboxMessages(t.db, { actor, offset: 0, limit: 20 });
    expect(first.total).toBe(25);
    expect(first.hasMore).toBe(true);
    expect(first.items).toHaveLength(20);
    expect(must(first.items[0]).subject).toBe("Meddelande 24");
    expect(must(first.items[19]).subject).toBe("Meddelande 5");
    const second = await listInboxMessages(t.db, { actor, offset: 20, limit: 20 });
    expect(second.items.map((m) => m.subject)).toEqual(["Meddelande 4", "Meddelande 3", "Meddelande 2", "Meddelande 1", "Meddelande 0"]);
    expect(second.hasMore).toBe(false);
    expect(new Set([...first.items, ...second.items].map((m) => m.id))).toEqual(new Set(rows.map((r) => r.id)));
  });

  it("marks read/unread and starred, logs it and replies with the new counts", async () => {
    const { actor, rows } = await userWithMessages(3);
    expect(await getInboxStatistics(t.db, { userId: actor.userId })).toEqual({ totalUnRead: 3, totalStarred: 0 });

    const read = await setInboxMessageRead(t.db, { actor, messageId: must(rows[0]).id, isRead: true });
    expect(read).toMatchObject({
      success: true,
      messageId: must(rows[0]).id,
      isRead: true,
      isStarred: false,
      statistics: { totalUnRead: 2, totalStarred: 0 },
    });
    const starred = await setInboxMessageStarred(t.db, { actor, messageId: must(rows[1]).id, isStarred: true });
    expect(starred.statistics).toEqual({ totalUnRead: 2, totalStarred: 1 });
    const unread = await setInboxMessageRead(t.db, { actor, messageId: must(rows[0]).id, isRead: false });
    expect(unread.statistics).toEqual({ totalUnRead: 3, totalStarred: 1 });

    expect((await listInboxMessages(t.db, { actor, offset: 0, limit: 10, filter: "starred" })).items.map((m) => m.id)).toEqual([
      must(rows[1]).id,
    ]);
    await setInboxMessageRead(t.db, { actor, messageId: must(rows[2]).id, isRead: true });
    expect((await listInboxMessages(t.db, { actor, offset: 0, limit: 10, filter: "unread" })).total).toBe(2);

    const logs = await t.db.select().from(actionLog).where(eq(actionLog.userId, actor.userId));
    expect(logs.map((l) => l.action).sort()).toEqual([
      "inbox.message.read",
      "inbox.message.read",
      "inbox.message.read",
      "inbox.message.starred",
    ]);
  });

  it("only the owner may change a message: 403 for someone else's, 404 for none", async () => {
    const owner = await userWithMessages(1);
    const other = await userWithMessages(0);
    const id = must(owner.rows[0]).id;
    await expect(setInboxMessageRead(t.db, { actor: other.actor, messageId: id, isRead: true })).rejects.toMatchObject({
      code: "FORBIDDEN",
      status: 403,
    });
    await expect(setInboxMessageStarred(t.db, { actor: other.actor, messageId: id, isStarred: true })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(setInboxMessageRead(t.db, { actor: other.actor, messageId: 2_000_000_000, isRead: true })).rejects.toMatchObject({
      code: "NOT_FOUND",
      status: 404,
    });
    const [row] = await t.db.select().from(inboxMessages).where(eq(inboxMessages.id, id));
    expect(row).toMatchObject({ isRead: false, isStarred: false });
    expect(
      await t.db
        .select()
        .from(actionLog)
        .where(and(eq(actionLog.userId, other.actor.userId))),
    ).toEqual([]);
  });
});
