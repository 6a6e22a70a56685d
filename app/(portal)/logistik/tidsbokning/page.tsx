import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { TimeBookingView } from "@/components/time-booking/time-booking-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { parseIonParams } from "@/lib/time-booking/booking-form-rules";
import { listBookingFacilities } from "@/lib/time-booking/list-booking-facilities";
import { listOwnPurchaseOrders } from "@/lib/time-booking/list-own-purchase-orders";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("timeBooking.title") };
}

/**
 * Time booking (spec 1 §2 "Logistics"; PAGE_ROWS 1301, fi 2301): search by reference, slots,
 * bookings. Internal staff and transporters book for any customer and choose warehouses;
 * external customers book for the customer in play and get a list of their purchase orders.
 * `?ion=<purchase order>&line=<n>` starts with that order searched (links from list booking).
 */
export default async function TimeBookingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const params = await searchParams;
  const db = await getDb();
  const anyCustomer = actor.roles.internal || actor.roles.transporter;
  const [facilities, ownOrders] = await Promise.all([
    listBookingFacilities(db, { market }),
    anyCustomer ? Promise.resolve([]) : listOwnPurchaseOrders(db, { actor, market }),
  ]);
  return (
    <div className="tb-page">
      <h1>{t("timeBooking.title")}</h1>
      <p className="tb-page__intro">{t("timeBooking.intro")}</p>
      {!anyCustomer && !actor.activeCustomerNumber ? (
        <p className="alert alert--info">{t("timeBooking.noCustomer")}</p>
      ) : (
        <TimeBookingView
          market={market}
          roles={{ internal: actor.roles.internal, transporter: actor.roles.transporter }}
          customerNumber={actor.activeCustomerNumber}
          facilities={facilities}
          ownOrders={ownOrders}
          initial={parseIonParams({ ion: params.ion, line: params.line })}
        />
      )}
    </div>
  );
}
