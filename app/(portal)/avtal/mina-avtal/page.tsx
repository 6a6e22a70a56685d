import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { MyAgreementsPage, ZMyAgreementsParams } from "@/components/agreements/my-agreements-page";
import { loadMyAgreementsPage } from "@/lib/agreements/load-my-agreements-page";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("agreements.page.title") };
}

/** My agreements (spec 1 §2): ?tab=grain|seed|forage|feed|merchandise&customerNumber=…&toggle=… */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const params = ZMyAgreementsParams.parse(await searchParams);
  const { customers, refusedCustomerNumber } = await loadMyAgreementsPage(await getDb(), { actor, customerNumber: params.customerNumber });
  return (
    <MyAgreementsPage
      actor={actor}
      market={market}
      t={t}
      params={params}
      customers={customers}
      refusedCustomerNumber={refusedCustomerNumber}
    />
  );
}
