import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { PriceOverview } from "@/components/prices/price-overview";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { OVERVIEW_PATHS } from "@/lib/prices/constants";
import { getPriceOverview } from "@/lib/prices/get-price-overview";
import { listPriceAreas } from "@/lib/prices/list-price-areas";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("prices.overview.title.overview") };
}

/** The overview price overview (spec 3), for every signed-in user. */
export default async function GrainPriceOverviewPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const areas = await listPriceAreas(db, { market });
  const first = areas[0];
  const initial = first
    ? await getPriceOverview(db, { actor, market, variant: "overview", priceAreaId: first.id }).catch((e) => {
        console.error("[oversikt] overview failed", e);
        return null;
      })
    : null;
  return (
    <section aria-labelledby="price-overview-title" className="price-page">
      <h1 id="price-overview-title">{t("prices.overview.title.overview")}</h1>
      <p>{t("prices.overview.intro.overview")}</p>
      <PriceOverview
        variant="overview"
        market={market}
        areas={areas.map((a) => ({ id: a.id, name: a.name }))}
        initialAreaId={first?.id ?? 0}
        initial={initial}
        printPath={`${OVERVIEW_PATHS["overview"]}/utskrift`}
      />
    </section>
  );
}
