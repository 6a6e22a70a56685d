import "server-only";
import type { Metadata } from "next";
import { ClaimForm } from "@/components/warranty/claim-form";
import { getServerT } from "@/lib/i18n/server";
import { warrantyPageData } from "../page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.claim.title") };
}

/** The warranty claim form (issue 16 item 3): store staff only; others see a note. */
export default async function ClaimFormPage() {
  const { t, info, stores } = await warrantyPageData();
  return (
    <div className="warranty-page">
      <h1>{t("warranty.claim.title")}</h1>
      {info.isStore ? <ClaimForm info={info} stores={stores} /> : <p className="alert alert--info">{t("warranty.storeOnly")}</p>}
    </div>
  );
}
