import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { GrainPrices } from "@/components/prices/grain-prices";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { todayIn } from "@/lib/market/format";
import { MAX_GRAIN_FAVORITES, PRICE_PAGE_IDS } from "@/lib/prices/constants";
import { findGrainTypes } from "@/lib/prices/find-grain-types";
import { listGrainProducts } from "@/lib/prices/list-grain-products";
import { listPriceAreas } from "@/lib/prices/list-price-areas";
import { grainPageFirstAnswers } from "@/lib/prices/grain-page-first-answers";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("prices.grain.title") };
}

/**
 * The grain price page (spec 2 "Grain price page"; also the Finnish /sopimukset/hinnat): area,
 * product, sort and date pickers with the crop's prices, and the user's favourite crops. The
 * page value "maximum number of favourites" is handed to the client (data-max-favorites).
 */
export default async function GrainPricePage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const today = todayIn(market);
  const pageId = PRICE_PAGE_IDS.grain[market];
  const [areas, products] = await Promise.all([listPriceAreas(db, { market }), listGrainProducts(db, { market })]);
  const initialSorts = products[0] ? await findGrainTypes(db, { market, itemNumber: products[0].itemNumber }) : [];
  const firstCrop =
    areas[0] && products[0] ? { Area: areas[0].id, ItemNumber: products[0].itemNumber, Sort: initialSorts[0]?.GrainName ?? "" } : null;
  const tr = (k: string, v?: Record<string, unknown>) => String(t(k, v));
  const { initialPeriods, initialFavorites, readAt } = await grainPageFirstAnswers(db, { actor, market, today, pageId, firstCrop, t: tr });
  return (
    <section aria-labelledby="grain-prices-title" className="price-page">
      <h1 id="grain-prices-title">{t("prices.grain.title")}</h1>
      <p>{t("prices.grain.intro")}</p>
      <GrainPrices
        market={market}
        pageId={pageId}
        areas={areas.map((a) => ({ id: a.id, name: a.name }))}
        products={products.map((p) => ({ itemNumber: p.itemNumber, name: p.name }))}
        initialSorts={initialSorts}
        initialPeriods={initialPeriods}
        initialFavorites={initialFavorites}
        readAt={readAt}
        today={today}
        maxFavorites={MAX_GRAIN_FAVORITES}
      />
    </section>
  );
}
