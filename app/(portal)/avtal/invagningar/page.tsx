import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { WeighInView } from "@/components/weigh-in/weigh-in-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadWeighInPage } from "@/lib/weigh-in/load-weigh-in-page";
import { PICKER_PARAM, pickerLinkBase } from "@/lib/weigh-in/picker";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("weighIn.title") };
}

/** The page's path per market (the Finnish route re-exports this page). */
const PAGE_PATH = { se: "/avtal/invagningar", fi: "/sopimukset/punnitukset" } as const;

/** Weigh-ins of the customer in play or one of its sub-customers (spec 3 §2 "Weigh-in page"): ?subcustomerCustomerNumber=… */
export default async function WeighInsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const requested = (await searchParams)[PICKER_PARAM];
  const data = await loadWeighInPage(await getDb(), { actor, requested: typeof requested === "string" ? requested : null });
  return (
    <div>
      <h1>{t("weighIn.title")}</h1>
      <WeighInView data={data} linkBase={pickerLinkBase(PAGE_PATH[market])} t={t} market={market} />
    </div>
  );
}
