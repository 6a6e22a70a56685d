import "server-only";
import type { Metadata } from "next";
import { ReleaseForm } from "@/components/warranty/release-form";
import { getServerT } from "@/lib/i18n/server";
import { warrantyPageData } from "../page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.releaseForm.title") };
}

/** The release and warranty form (issue 16 item 1): store staff file it for their store; others see a note. */
export default async function ReleaseFormPage() {
  const { t, info, stores } = await warrantyPageData();
  return (
    <div className="warranty-page">
      <h1 id="release-form-title">{t("warranty.releaseForm.title")}</h1>
      {info.isStore ? <ReleaseForm info={info} stores={stores} /> : <p className="alert alert--info">{t("warranty.storeOnly")}</p>}
    </div>
  );
}
