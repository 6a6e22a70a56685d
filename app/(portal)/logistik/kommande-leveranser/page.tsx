import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { UpcomingDeliveries } from "@/components/upcoming-deliveries/upcoming-deliveries";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listUpcomingDeliveries } from "@/lib/upcoming-deliveries/list-upcoming-deliveries";
import type { TUpcomingDeliveriesResponse } from "@/lib/upcoming-deliveries/schemas";
import "@/components/upcoming-deliveries/upcoming-deliveries.css";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("transport.upcoming.title") };
}

/**
 * Kommande leveranser (spec 1 §2 "Upcoming deliveries: carousel with detail"): the deliveries of the
 * customer in play (for staff, the customer they act for) as a carousel; a slide opens the detail.
 */
export default async function Page() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  let data: TUpcomingDeliveriesResponse = { customerNumber: null, deliveries: [] };
  try {
    data = await listUpcomingDeliveries(await getDb(), { actor, market });
  } catch (e) {
    // the session's customer is no longer accessible: show the "choose a customer" state
    if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
  }
  return (
    <div className="upcoming-page">
      <h1>{t("transport.upcoming.title")}</h1>
      <p className="upcoming-page__intro">{t("transport.upcoming.intro")}</p>
      <UpcomingDeliveries initial={data} />
    </div>
  );
}
