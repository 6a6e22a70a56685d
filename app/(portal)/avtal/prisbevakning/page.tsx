import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { PriceAlerts } from "@/components/prices/price-alerts";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { PRICE_UNIT } from "@/lib/prices/constants";
import { listPriceWatches } from "@/lib/prices/list-price-watches";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("prices.alerts.title") };
}

/**
 * The price alerts (spec 2 "Price alerts list with delete") of the customer in play: the
 * user's active customer, or the customer staff act for.
 */
export default async function PriceAlertsPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const customerNumber = actor.activeCustomerNumber;
  const items = customerNumber ? await listPriceWatches(await getDb(), { actor, customerNumber, market }) : null;
  return (
    <section aria-labelledby="price-alerts-title" className="price-page">
      <h1 id="price-alerts-title">{t("prices.alerts.title")}</h1>
      {items === null ? (
        <p className="alert alert--info">{t("prices.common.noCustomer")}</p>
      ) : (
        <>
          <p>{t("prices.alerts.intro", { customer: customerNumber })}</p>
          <PriceAlerts key={customerNumber} items={items} market={market} unit={PRICE_UNIT[market].Unit} />
        </>
      )}
    </section>
  );
}
