import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/db";
import { OverviewPrint } from "@/components/prices/overview-print";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { getPriceOverview } from "@/lib/prices/get-price-overview";
import { canUseOverview } from "@/lib/prices/require-overview-access";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: `${t("prices.overview.title.reseller")} – ${t("prices.overview.print")}` };
}

const ZPrintParams = z.object({ priceAreaId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The print view of the reseller price overview: opens from the print button and prints after 3000 ms (spec 3 §9). */
export default async function ResellerPriceOverviewPrintPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireActorPage();
  if (!canUseOverview(actor, "reseller")) notFound();
  const params = ZPrintParams.safeParse(await searchParams);
  if (!params.success) notFound();
  const { t, market } = await getServerT();
  const data = await getPriceOverview(await getDb(), { actor, market, variant: "reseller", priceAreaId: params.data.priceAreaId }).catch(
    () => null,
  );
  if (!data) notFound();
  return <OverviewPrint data={data} market={market} t={t} />;
}
