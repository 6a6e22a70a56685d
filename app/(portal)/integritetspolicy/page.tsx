import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { PrivacyView } from "@/components/profile/privacy-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadLegalPage } from "@/lib/profile/load-legal-page";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("profile.privacy.title") };
}

/** The privacy policy with the consent checkboxes (spec 3 §2, issue 12 item 3); /oma-yritys/tietosuoja in Finland. */
export default async function PrivacyPage() {
  const actor = await requireActorPage();
  const { market } = await getServerT();
  const data = await loadLegalPage(await getDb(), { actor, market, kind: "privacy" });
  return <PrivacyView data={data} />;
}
