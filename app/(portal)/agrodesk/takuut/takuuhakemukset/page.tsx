import "server-only";
import type { Metadata } from "next";
import { ClaimList } from "@/components/warranty/claim-list";
import { getServerT } from "@/lib/i18n/server";
import { warrantyPageData } from "../page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.claimList.title") };
}

/** The warranty claims list (issue 16 items 2 and 4): statuses, filters, export, a row opens its comments page. */
export default async function ClaimListPage() {
  const { t, info, stores } = await warrantyPageData();
  return (
    <div className="warranty-page">
      <h1>{t("warranty.claimList.title")}</h1>
      <ClaimList stores={stores} isAdmin={info.isAdmin} />
    </div>
  );
}
