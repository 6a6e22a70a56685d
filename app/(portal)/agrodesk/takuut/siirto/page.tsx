import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MoveTool } from "@/components/warranty/move-tool";
import { getServerT } from "@/lib/i18n/server";
import { warrantyPageData } from "../page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.move.title") };
}

/** The submitter move tool (issue 16 item 5): agro admins only (404 for everyone else). */
export default async function MovePage() {
  const { t, info, stores } = await warrantyPageData();
  if (!info.isAdmin) notFound();
  return (
    <div className="warranty-page">
      <h1>{t("warranty.move.title")}</h1>
      <p>{t("warranty.move.intro")}</p>
      <MoveTool stores={stores} />
    </div>
  );
}
