import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { OpeningHoursEditor } from "@/components/facilities/opening-hours-editor";
import { requireActorPage } from "@/lib/auth/current";
import { listFacilityTypeOptions } from "@/lib/facilities/opening-hours";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("facilities.hoursPage.title") };
}

/** The facility opening-hours edit page (spec 3 §2), staff only (decision 050). */
export default async function OpeningHoursPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t, market } = await getServerT();
  const types = await listFacilityTypeOptions(await getDb(), market);
  return (
    <div>
      <h1>{t("facilities.hoursPage.title")}</h1>
      <p>{t("facilities.hoursPage.intro")}</p>
      <OpeningHoursEditor types={types} />
    </div>
  );
}
