import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { SubscriptionsView } from "@/components/facilities/subscriptions-view";
import { requireActorPage } from "@/lib/auth/current";
import { MAX_SUBSCRIPTIONS } from "@/lib/facilities/rules";
import { listPublicFacilities, listSubscriptions } from "@/lib/facilities/subscriptions";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("facilities.subscriptionsPage.title") };
}

/** The facility subscription page (spec 3 §2): any signed-in user follows up to 10 facilities by SMS. */
export default async function SubscriptionsPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const [facilities, subs] = await Promise.all([listPublicFacilities(db, market), listSubscriptions(db, { userId: actor.userId, market })]);
  return (
    <div>
      <h1>{t("facilities.subscriptionsPage.title")}</h1>
      <p>{t("facilities.subscriptionsPage.intro")}</p>
      <SubscriptionsView
        facilities={facilities}
        initial={subs}
        userId={actor.userId}
        customerNumber={actor.activeCustomerNumber}
        max={MAX_SUBSCRIPTIONS}
      />
    </div>
  );
}
