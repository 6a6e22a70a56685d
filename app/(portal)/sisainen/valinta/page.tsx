import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SelectionView } from "@/components/onboarding/selection-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("onboarding.selection.title") };
}

/** Staff only (others get 404): the selection page of spec 3 §2 (decision 078). */
export default async function SelectionPageFi() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t } = await getServerT();
  return (
    <div>
      <h1>{t("onboarding.selection.title")}</h1>
      <SelectionView />
    </div>
  );
}
