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
  return { title: t("prices.overview.title.reseller_admin") };
}

/** The reseller admin price overview (spec 3), for reseller admins only (404 for others). */
export default async function ResellerAdminPriceOverviewPage() {
  const actor = await requireActorPage();
  if (!canUseOverview(actor, "reseller_admin")) notFound();
  const { t, market } = await getServerT();
  const db = await getDb();
  const areas = await listPriceAreas(db, { market });
  const first = areas[0];
  const initial = first
    ? await getPriceOverview(db, { actor, market, variant: "reseller_admin", priceAreaId: first.id }).catch((e) => {
        console.error("[aterforsaljare-admin] overview failed", e);
        return null;
      })
    : null;
  return (
    <section aria-labelledby="price-overview-title" className="price-page">
      <h1 id="price-overview-title">{t("prices.overview.title.reseller_admin")}</h1>
      <p>{t("prices.overview.intro.reseller_admin")}</p>
      <PriceOverview
        variant="reseller_admin"
        market={market}
        areas={areas.map((a) => ({ id: a.id, name: a.name }))}
        initialAreaId={first?.id ?? 0}
        initial={initial}
        printPath={`${OVERVIEW_PATHS["reseller_admin"]}/utskrift`}
      />
    </section>
  );
}
