import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/db";
import { OverviewPrint } from "@/components/prices/overview-print";
import { PriceOverview } from "@/components/prices/price-overview";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { OVERVIEW_PATHS, type OverviewVariant } from "@/lib/prices/constants";
import { getPriceOverview } from "@/lib/prices/get-price-overview";
import { listPriceAreas } from "@/lib/prices/list-price-areas";
import { canUseOverview } from "@/lib/prices/require-overview-access";

/**
 * The three price overviews of spec 3 (overview for every signed-in user, reseller, reseller
 * admin) are one page and one print view, mounted per path with their variant: a variant its user
 * may not use answers 404.
 */
export function overviewPage(variant: OverviewVariant) {
  async function generateMetadata(): Promise<Metadata> {
    const { t } = await getServerT();
    return { title: t(`prices.overview.title.${variant}`) };
  }

  async function Page() {
    const actor = await requireActorPage();
    if (!canUseOverview(actor, variant)) notFound();
    const { t, market } = await getServerT();
    const db = await getDb();
    const areas = await listPriceAreas(db, { market });
    const first = areas[0];
    const initial = first
      ? await getPriceOverview(db, { actor, market, variant, priceAreaId: first.id }).catch((e) => {
          console.error(`[price overview ${variant}] failed`, e);
          return null;
        })
      : null;
    return (
      <section aria-labelledby="price-overview-title" className="price-page">
        <h1 id="price-overview-title">{t(`prices.overview.title.${variant}`)}</h1>
        <p>{t(`prices.overview.intro.${variant}`)}</p>
        <PriceOverview
          variant={variant}
          market={market}
          areas={areas.map((a) => ({ id: a.id, name: a.name }))}
          initialAreaId={first?.id ?? 0}
          initial={initial}
          printPath={`${OVERVIEW_PATHS[variant]}/utskrift`}
        />
      </section>
    );
  }

  return { generateMetadata, Page };
}

const ZPrintParams = z.object({ priceAreaId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The print view of an overview: opens from the print button and prints after 3000 ms (spec 3 §9). */
export function overviewPrintPage(variant: OverviewVariant) {
  async function generateMetadata(): Promise<Metadata> {
    const { t } = await getServerT();
    return { title: `${t(`prices.overview.title.${variant}`)} – ${t("prices.overview.print")}` };
  }

  async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    const actor = await requireActorPage();
    if (!canUseOverview(actor, variant)) notFound();
    const params = ZPrintParams.safeParse(await searchParams);
    if (!params.success) notFound();
    const { t, market } = await getServerT();
    const data = await getPriceOverview(await getDb(), { actor, market, variant, priceAreaId: params.data.priceAreaId }).catch(() => null);
    if (!data) notFound();
    return <OverviewPrint data={data} market={market} t={t} />;
  }

  return { generateMetadata, Page };
}
