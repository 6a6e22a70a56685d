/**
 * Tells the customer that a time booking was cancelled because its delivery was re-destined: an
 * e-mail to the booking's e-mail address and an SMS to its mobile number; a booking without either
 * goes by e-mail to the customer's owner users. Queued in the outbox inside the apply's
 * transaction (rolled back with it), once per batch, booking, channel and recipient (dedupe key
 * `re-destination:<batchId>:<reservationId>:<channel>:<recipient>`). Texts in the language of the
 * target facility's market.
 */
import "server-only";
import { format, parseISO } from "date-fns";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db";
import { customerUsers, users, type Reservation } from "@/db/schema";
import { getT } from "@/lib/i18n/instance";
import { enqueueMessage } from "@/lib/integrations/messaging";
import { MARKETS, type Market } from "@/lib/market";
import { messageKeyPrefix } from "./load-re-destination-receipt";
import type { ReDestinationBooking } from "./schemas";

export const RE_DESTINATION_MESSAGE_KIND = "re-destination-booking-cancelled";

export interface CancelledBookingNotice {
  batchId: string;
  market: Market;
  reservation: Reservation;
  booking: ReDestinationBooking;
  orderNumber: string;
  lineNumber: number;
  fromWarehouse: string;
  fromDate: string;
  toWarehouse: string;
  toDate: string;
}

/** Queues the messages; returns how many were new. */
export async function notifyCancelledBooking(tx: Tx, n: CancelledBookingNotice): Promise<number> {
  const m = MARKETS[n.market];
  const t = getT(m.language);
  const day = (iso: string) => format(parseISO(iso), m.dateFormat);
  const clock = (hhmm: string) => (n.market === "fi" ? hhmm.replace(":", ".") : hhmm);
  const vars = {
    name: n.reservation.customerName,
    order: n.orderNumber,
    line: n.lineNumber,
    fromWarehouse: n.fromWarehouse,
    fromDate: day(n.fromDate),
    toWarehouse: n.toWarehouse,
    toDate: day(n.toDate),
    date: day(n.booking.date),
    time: clock(n.booking.from),
    to: clock(n.booking.to),
    place: n.booking.resourceGroupName,
  };
  const r = n.reservation;
  const recipients: { channel: "email" | "sms"; recipient: string }[] = [];
  if (r.email?.trim()) recipients.push({ channel: "email", recipient: r.email.trim() });
  if (r.mobileNo?.trim()) recipients.push({ channel: "sms", recipient: r.mobileNo.trim() });
  if (!recipients.length) {
    const owners = await tx
      .select({ email: users.email })
      .from(customerUsers)
      .innerJoin(users, eq(users.id, customerUsers.userId))
      .where(and(eq(customerUsers.customerId, r.customerId), eq(customerUsers.profile, "owner"), eq(users.active, true)));
    for (const o of owners) recipients.push({ channel: "email", recipient: o.email });
  }
  let queued = 0;
  for (const to of recipients) {
    const id = await enqueueMessage(tx, {
      channel: to.channel,
      kind: RE_DESTINATION_MESSAGE_KIND,
      recipient: to.recipient,
      subject: to.channel === "email" ? t("reDestination.message.subject", vars) : undefined,
      body: t(to.channel === "email" ? "reDestination.message.body" : "reDestination.message.sms", vars),
      dedupeKey: `${messageKeyPrefix(n.batchId)}${r.id}:${to.channel}:${to.recipient.toLowerCase()}`,
    });
    if (id !== null) queued++;
  }
  return queued;
}
