import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { PriceOverview } from "@/components/prices/price-overview";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { OVERVIEW_PATHS } from "@/lib/prices/constants";
import { getPriceOverview } from "@/lib/prices/get-price-overview";
import { listPriceAreas } from "@/lib/prices/list-price-areas";
import { canUseOverview } from "@/lib/prices/require-overview-access";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("prices.overview.title.reseller") };
}

/** The reseller price overview (spec 3), for reseller users only (404 for others). */
export default async function ResellerPriceOverviewPage() {
  const actor = await requireActorPage();
  if (!canUseOverview(actor, "reseller")) notFound();
  const { t, market } = await getServerT();
  const db = await getDb();
  const areas = await listPriceAreas(db, { market });
  const first = areas[0];
  const initial = first
    ? await getPriceOverview(db, { actor, market, variant: "reseller", priceAreaId: first.id }).catch((e) => {
        console.error("[aterforsaljare] overview failed", e);
        return null;
      })
    : null;
  return (
    <section aria-labelledby="price-overview-title" className="price-page">
      <h1 id="price-overview-title">{t("prices.overview.title.reseller")}</h1>
      <p>{t("prices.overview.intro.reseller")}</p>
      <PriceOverview
        variant="reseller"
        market={market}
        areas={areas.map((a) => ({ id: a.id, name: a.name }))}
        initialAreaId={first?.id ?? 0}
        initial={initial}
        printPath={`${OVERVIEW_PATHS["reseller"]}/utskrift`}
      />
    </section>
  );
}
