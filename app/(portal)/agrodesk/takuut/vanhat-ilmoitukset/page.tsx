import "server-only";
import type { Metadata } from "next";
import { ReleaseList } from "@/components/warranty/release-list";
import { getServerT } from "@/lib/i18n/server";
import { warrantyPageData } from "../page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.oldList.title") };
}

/** The old form data list (spec 4, screens): filters and the preview dialog. */
export default async function OldListPage() {
  const { t, info, stores } = await warrantyPageData();
  return (
    <div className="warranty-page">
      <h1>{t("warranty.oldList.title")}</h1>
      <ReleaseList old stores={stores} isAdmin={info.isAdmin} />
    </div>
  );
}
