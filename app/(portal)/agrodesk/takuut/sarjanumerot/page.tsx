import "server-only";
import type { Metadata } from "next";
import { SerialTable } from "@/components/warranty/serial-table";
import { getServerT } from "@/lib/i18n/server";
import { warrantyPageData } from "../page-data";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("warranty.serials.title") };
}

/** The serial-number table (issue 16 item 5) with its client-side search. */
export default async function SerialsPage() {
  const { t } = await warrantyPageData();
  return (
    <div className="warranty-page">
      <h1>{t("warranty.serials.title")}</h1>
      <SerialTable />
    </div>
  );
}
