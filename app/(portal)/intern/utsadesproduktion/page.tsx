import type { Metadata } from "next";
import { SeedProductionPage } from "@/components/seed-production/seed-production-page";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("seedProduction.title") };
}

export default SeedProductionPage;
