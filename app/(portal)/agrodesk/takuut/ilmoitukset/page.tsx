import "server-only";
import type { Metadata } from "next";
import { ReleaseList } from "@/components/warranty/release-list";
import { getServerT } from "@/lib/i18n/server";
import { warrantyPageData } from "../page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.releaseList.title") };
}

/** The release and warranty forms the actor sees (issue 16 item 2): filters, preview, export, admin delete. */
export default async function ReleaseListPage() {
  const { t, info, stores } = await warrantyPageData();
  return (
    <div className="warranty-page">
      <h1>{t("warranty.releaseList.title")}</h1>
      <ReleaseList old={false} stores={stores} isAdmin={info.isAdmin} />
    </div>
  );
}
