import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { PriceGraph } from "@/components/prices/price-graph";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { DEFAULT_GRAPH_PERIOD, PRICE_PAGE_IDS } from "@/lib/prices/constants";
import { filterPriceGraph } from "@/lib/prices/filter-price-graph";
import { listGrainProducts } from "@/lib/prices/list-grain-products";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("prices.graph.title") };
}

/** The price graph (spec 1 §2): crops as checkboxes (first of each price group chosen), period dropdown, chart in kr/ton. */
export default async function PriceGraphPage() {
  await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const products = await listGrainProducts(db, { market });
  const initialSelected = products
    .filter((p, i) => products.findIndex((q) => q.priceGroupId === p.priceGroupId) === i)
    .map((p) => p.itemNumber);
  const initial = initialSelected.length
    ? await filterPriceGraph(db, {
        market,
        input: { idArray: initialSelected, pageId: PRICE_PAGE_IDS.graph, selectedPeriod: DEFAULT_GRAPH_PERIOD },
      }).catch((e) => {
        console.error("[prisgraf] initial graph failed", e);
        return null;
      })
    : null;
  return (
    <section aria-labelledby="price-graph-title" className="price-page">
      <h1 id="price-graph-title">{t("prices.graph.title")}</h1>
      <PriceGraph
        market={market}
        pageId={PRICE_PAGE_IDS.graph}
        products={products.map((p) => ({ itemNumber: p.itemNumber, name: p.name }))}
        initialSelected={initialSelected}
        initialPeriod={DEFAULT_GRAPH_PERIOD}
        initial={initial}
      />
    </section>
  );
}
