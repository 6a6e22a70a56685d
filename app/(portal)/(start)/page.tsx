import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { StartPage } from "@/components/start/start-page";
import { requireActorPage } from "@/lib/auth/current";
import { startKind } from "@/lib/auth/roles";
import { getServerT } from "@/lib/i18n/server";
import { areaAccessFor, inboxStatisticsFor, menuPagesFor } from "../shell-data";
import { listOpenAgreements } from "@/lib/agreements/list-open-agreements";
import { listUpcomingDeliveries } from "@/lib/upcoming-deliveries/list-upcoming-deliveries";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("nav.start") };
}

/** The start page: one per role (internal, transporter, reseller, agro desk, customer). */
export default async function Home() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const kind = startKind(actor.roles);
  const customer = kind === "customer" ? actor.activeCustomerNumber : null;
  // the customer sections are read here too, so the first paint has them and nothing shifts
  // (decision 089); a failure leaves them to the client, which shows its own error state
  // only the areas the user's profile at the customer allows (decision 046), as the calls check
  const optional = <T,>(p: Promise<T>) => p.catch(() => undefined);
  const access = customer ? await areaAccessFor(actor, customer) : null;
  const [menu, inbox, openAgreements, upcomingDeliveries] = await Promise.all([
    menuPagesFor(actor, market),
    inboxStatisticsFor(actor.userId),
    customer && access?.agreements !== "none" ? optional(listOpenAgreements(db, { actor, customerNumber: customer })) : undefined,
    customer && access?.logistics !== "none" ? optional(listUpcomingDeliveries(db, { actor, market })) : undefined,
  ]);
  return (
    <StartPage
      kind={kind}
      actor={actor}
      shortcuts={menu}
      unread={inbox.totalUnRead}
      t={t}
      openAgreements={openAgreements}
      upcomingDeliveries={upcomingDeliveries}
      hide={{ agreements: access?.agreements === "none", logistics: access?.logistics === "none" }}
    />
  );
}
