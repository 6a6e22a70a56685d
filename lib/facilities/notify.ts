/**
 * Notices to a facility's subscribers (issue 13 §2, decision 051). The text gives one period's
 * hours: with notifySubscribersForEffectivePeriod the period in effect today (harvest when today
 * is inside its dates, else normal), without it the harvest period when it has dates, else the
 * normal one. Each subscriber gets one message through the outbox and its send job, by their
 * message settings (wantsMessage, decision 079; for the customer they subscribed as, else any): SMS to the user's mobile number unless they
 * switched facility SMS off, else e-mail unless switched off, nothing for an inactive user. The dedupe key (facility, save key, user) makes a retried save notify once.
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db";
import { customers, facilitySubscriptions, users } from "@/db/schema";
import { wantsMessage } from "@/lib/customer-admin/wants-message";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { getT } from "@/lib/i18n/instance";
import { MARKETS, type Market } from "@/lib/market";
import type { TFacilityHours } from "./schemas";

export const HOURS_NOTICE_KIND = "facility-hours-changed";

/** Which period a notice gives (pure). */
export function noticePeriod(hours: TFacilityHours, opts: { effective: boolean; today: string }): "normal" | "harvest" {
  const { FromDate, ToDate } = hours.HarvestPeriod;
  if (!FromDate || !ToDate) return "normal";
  if (opts.effective) return FromDate <= opts.today && opts.today <= ToDate ? "harvest" : "normal";
  return "harvest";
}

/** The notice's text in the facility market's language (pure apart from the texts). */
export function hoursNoticeText(market: Market, hours: TFacilityHours, opts: { effective: boolean; today: string }): string {
  const t = getT(MARKETS[market].language);
  const period = noticePeriod(hours, opts);
  const days = period === "harvest" ? hours.HarvestPeriod.OpeningHours : hours.NormalPeriod.OpeningHours;
  const list = days
    .map((d) => `${d.Day.slice(0, 3)} ${d.FromHour && d.ToHour ? `${d.FromHour}-${d.ToHour}` : String(t("facilities.sms.closed"))}`)
    .join(", ");
  const head =
    period === "harvest"
      ? String(
          t("facilities.sms.harvestHead", { name: hours.FacilityName, from: hours.HarvestPeriod.FromDate, to: hours.HarvestPeriod.ToDate }),
        )
      : String(t("facilities.sms.normalHead", { name: hours.FacilityName }));
  const info = period === "harvest" ? hours.HarvestPeriod.OtherInformation : hours.OtherInformation;
  return [head, list, info].filter(Boolean).join(" ");
}

/** Queues one notice per subscriber; returns how many were new. */
export async function queueHoursNotices(
  tx: Tx,
  opts: { market: Market; facilityId: number; text: string; saveKey: string },
): Promise<number> {
  const subs = await tx
    .select({ userId: users.id, mobile: users.mobile, email: users.email, name: users.firstName, customerId: customers.id })
    .from(facilitySubscriptions)
    .innerJoin(users, eq(users.id, facilitySubscriptions.userId))
    .leftJoin(customers, eq(customers.customerNumber, facilitySubscriptions.customerNumber))
    .where(and(eq(facilitySubscriptions.facilityId, opts.facilityId), eq(users.active, true)))
    .orderBy(users.id);
  const t = getT(MARKETS[opts.market].language);
  let count = 0;
  for (const s of subs) {
    const wants = (mode: "sms" | "email") =>
      wantsMessage(tx, { to: { userId: s.userId }, customerId: s.customerId, kind: "facilityHours", mode });
    const mobile = s.mobile?.trim() && (await wants("sms")) ? s.mobile.trim() : "";
    const email = !mobile && s.email.trim() && (await wants("email")) ? s.email.trim() : "";
    if (!mobile && !email) continue;
    const id = await enqueueMessage(tx, {
      channel: mobile ? "sms" : "email",
      kind: HOURS_NOTICE_KIND,
      recipient: mobile || email,
      subject: mobile ? undefined : String(t("facilities.sms.subject")),
      body: opts.text,
      dedupeKey: `facility-hours:${opts.facilityId}:${opts.saveKey}:${s.userId}`,
    });
    if (id !== null) count++;
  }
  return count;
}
