import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { SeedProductionPage } from "@/components/seed-production/seed-production-page";
import { getServerT } from "@/lib/i18n/server";
import { readFirstSeedPage } from "@/lib/seed-production/read-first-page";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("seedProduction.title") };
}

export default function Page() {
  return <SeedProductionPage readFirst={async (opts) => readFirstSeedPage(await getDb(), opts)} />;
}
