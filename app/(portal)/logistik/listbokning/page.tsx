import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { ListBookingView } from "@/components/list-booking/list-booking-view";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listBookingFirstAnswer } from "@/lib/list-booking/first-answer";
import { listPurchaseOrders, type PurchaseOrderView } from "@/lib/list-booking/list-purchase-orders";
import { todayIn } from "@/lib/market/format";
import { toResourceGroupDto } from "@/lib/time-booking/booking-dto";
import { addDays } from "@/lib/time-booking/compute-slots";
import { listResourceGroups } from "@/lib/time-booking/list-resource-groups";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("listBooking.title") };
}

/** The default period: today and the 14 days after it (as the time booking's calendar). */
const DEFAULT_DAYS = 14;
const ION = /^[0-9A-Za-z-]{1,40}$/;

/**
 * List booking (spec 2 §2, pageId 1302): the bookings search with edit, delete, move and print,
 * and — for external customers — their purchase orders; `?ion=<purchase order>` shows that order's
 * lines and bookings with links to book a time.
 */
export default async function ListBookingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const sp = await searchParams;
  const ion = typeof sp.ion === "string" && ION.test(sp.ion.trim()) ? sp.ion.trim() : null;
  const external = !actor.roles.internal && !actor.roles.transporter;

  const groups = (await listResourceGroups(db, { market })).map((g) => toResourceGroupDto(g, false));
  let orders: PurchaseOrderView[] | null = null;
  let order: PurchaseOrderView | null = null;
  let orderError: string | null = null;
  try {
    if (ion) order = (await listPurchaseOrders(db, { actor, market, ioNumber: ion })).Orders[0] ?? null;
    else if (external) orders = (await listPurchaseOrders(db, { actor, market })).Orders;
  } catch (e) {
    if (!isAppError(e) || (e.code !== "FORBIDDEN" && e.code !== "NOT_FOUND")) throw e;
    // no customer in play (no list), or an order the user may not see / that does not exist
    if (ion) orderError = t(e.code === "NOT_FOUND" ? "listBooking.orders.notFound" : "listBooking.orders.forbidden");
  }

  const today = todayIn(market);
  const initialFrom = today;
  const initialTo = addDays(today, DEFAULT_DAYS);
  const lockedCustomerNo = external ? (actor.activeCustomerNumber ?? "") : null;
  const initialCustomerNo = actor.roles.internal ? (actor.actingCustomerNumber ?? "") : "";
  const initialReply = await listBookingFirstAnswer(db, {
    actor,
    market,
    from: initialFrom,
    to: initialTo,
    customerNo: lockedCustomerNo ?? initialCustomerNo,
    t: (k, v) => String(t(k, v)),
  });
  return (
    <div className="lb-page">
      <h1>{t("listBooking.title")}</h1>
      <p className="lb-page__intro">{t("listBooking.intro")}</p>
      <ListBookingView
        market={market}
        groups={groups}
        showOwner={!external}
        lockedCustomerNo={lockedCustomerNo}
        initialCustomerNo={initialCustomerNo}
        initialFrom={initialFrom}
        initialTo={initialTo}
        initialReply={initialReply}
        orders={orders}
        order={order}
        orderError={orderError}
      />
    </div>
  );
}
