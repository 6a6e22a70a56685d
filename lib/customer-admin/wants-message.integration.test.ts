/**
 * Message settings honoured by the senders (issue 12 item 7, decision 079): one helper, wantsMessage,
 * answers per channel; the facility notices and the warranty e-mails ask it (the booking reminders in
 * lib/time-booking/reminders.integration.test.ts). Defaults when nothing is saved: send.
 */
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { facilities, facilitySubscriptions, messageSettings, outbox, users } from "@/db/schema";
import { queueHoursNotices } from "@/lib/facilities/notify";
import { getT } from "@/lib/i18n/instance";
import { notifySubmitter } from "@/lib/warranty/notify-submitter";
import { makeCustomer, makeUser } from "@/tests/support/factories";
import { must } from "@/tests/support/must";
import { useTestDb } from "@/tests/support/test-db";
import { MESSAGE_KINDS, MODE_OF_DELIVERY } from "./message-kinds";
import { wantsMessage } from "./wants-message";

const t = useTestDb();
let seq = 0;

async function person(mobile: string | null) {
  const c = await makeCustomer(t.db);
  const u = await makeUser(t.db, { customers: [{ id: c.id }] });
  await t.db.update(users).set({ mobile }).where(eq(users.id, u.id));
  return { u, c };
}
const setting = (
  userId: number,
  customerId: number,
  kind: keyof typeof MESSAGE_KINDS,
  mode: keyof typeof MODE_OF_DELIVERY,
  value: boolean,
) =>
  t.db.insert(messageSettings).values({
    userId,
    customerId,
    msgAreaId: MESSAGE_KINDS[kind].msgAreaId,
    msgTypeId: MESSAGE_KINDS[kind].msgTypeId,
    modeOfDeliveryId: MODE_OF_DELIVERY[mode],
    value,
  });

describe("wantsMessage", () => {
  it("sends by default, honours the setting of the customer, and for no customer any switched-off setting", async () => {
    const a = await person("070-111 22 33");
    const other = await makeCustomer(t.db);
    expect(await wantsMessage(t.db, { to: { userId: a.u.id }, kind: "bookingReminder", mode: "sms", customerId: a.c.id })).toBe(true);
    await setting(a.u.id, other.id, "bookingReminder", "sms", false);
    expect(await wantsMessage(t.db, { to: { userId: a.u.id }, kind: "bookingReminder", mode: "sms", customerId: a.c.id })).toBe(true);
    expect(await wantsMessage(t.db, { to: { userId: a.u.id }, kind: "bookingReminder", mode: "sms", customerId: other.id })).toBe(false);
    expect(await wantsMessage(t.db, { to: { userId: a.u.id }, kind: "bookingReminder", mode: "sms" })).toBe(false);
    expect(await wantsMessage(t.db, { to: { userId: a.u.id }, kind: "bookingReminder", mode: "email" })).toBe(true);
    expect(await wantsMessage(t.db, { to: { userId: a.u.id }, kind: "facilityHours", mode: "sms" })).toBe(true);
    // by address: the e-mail (any case) and the mobile number (any spacing) find the user
    expect(await wantsMessage(t.db, { to: { email: a.u.email.toUpperCase() }, kind: "bookingReminder", mode: "sms" })).toBe(false);
    expect(await wantsMessage(t.db, { to: { mobile: "0701112233" }, kind: "bookingReminder", mode: "sms" })).toBe(false);
    expect(await wantsMessage(t.db, { to: { email: "nobody@example.se" }, kind: "bookingReminder", mode: "sms" })).toBe(true);
    expect(await wantsMessage(t.db, { to: { userId: null }, kind: "bookingReminder", mode: "sms" })).toBe(true);
  });
});

describe("facility notices honour the subscribers' settings", () => {
  it("SMS off → no SMS row (e-mail instead), both off → nothing, others still get their SMS", async () => {
    const n = ++seq;
    const f = must(
      (
        await t.db
          .insert(facilities)
          .values({ market: "se", code: `WM${n}`, name: `Anläggning ${n}`, timeZone: "Europe/Stockholm" })
          .returning()
      )[0],
    );
    const plain = await person("0701234567");
    const smsOff = await person("0707654321");
    const allOff = await person("0709999999");
    await setting(smsOff.u.id, smsOff.c.id, "facilityHours", "sms", false);
    await setting(allOff.u.id, allOff.c.id, "facilityHours", "sms", false);
    await setting(allOff.u.id, allOff.c.id, "facilityHours", "email", false);
    for (const p of [plain, smsOff, allOff])
      await t.db.insert(facilitySubscriptions).values({ userId: p.u.id, facilityId: f.id, customerNumber: p.c.customerNumber });
    expect(
      await t.db.transaction((tx) => queueHoursNotices(tx, { market: "se", facilityId: f.id, text: "Nya tider", saveKey: "k1" })),
    ).toBe(2);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `facility-hours:${f.id}:%`));
    expect(rows.map((r) => [r.channel, r.recipient]).sort()).toEqual([
      ["email", smsOff.u.email],
      ["sms", "0701234567"],
    ]);
  });
});

describe("warranty e-mails honour the submitter's settings", () => {
  it("status e-mail switched off → no row; comment e-mails still sent", async () => {
    const s = await person(null);
    await setting(s.u.id, s.c.id, "warrantyStatus", "email", false);
    const base = {
      t: getT("fi"),
      submitterEmail: s.u.email,
      actorEmail: "admin@test.fi",
      submissionId: "S1",
      serial: "X1",
      status: "Hyväksytty",
      body: "ok",
    };
    expect(await notifySubmitter(t.db, { ...base, kind: "status", commentId: 900001 })).toBe(false);
    expect(await notifySubmitter(t.db, { ...base, kind: "comment", commentId: 900002 })).toBe(true);
    const rows = await t.db.select().from(outbox).where(eq(outbox.recipient, s.u.email));
    expect(rows.map((r) => r.kind)).toEqual(["warranty-comment"]);
  });
});
