import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { TermsView } from "@/components/profile/terms-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadLegalPage } from "@/lib/profile/load-legal-page";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("profile.terms.title") };
}

/** The user agreement (issue 12 item 3); /kayttoehdot in Finland. The shell's terms guard sends users here with `next`. */
export default async function TermsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { market } = await getServerT();
  const data = await loadLegalPage(await getDb(), { actor, market, kind: "terms" });
  const next = (await searchParams).next;
  return <TermsView data={data} next={typeof next === "string" ? next : null} />;
}
