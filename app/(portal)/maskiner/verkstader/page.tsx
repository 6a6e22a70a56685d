import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { WorkshopsView } from "@/components/machines/workshops-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listWorkshops } from "@/lib/machines/list-workshops";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("machines.workshops.title") };
}

/** The workshops per city with a star per city (spec 2 §2 contact/workshop page). */
export default async function WorkshopsPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const cities = await listWorkshops(await getDb(), { market, userId: actor.userId });
  return (
    <div>
      <h1>{t("machines.workshops.title")}</h1>
      <p>{t("machines.workshops.intro")}</p>
      <WorkshopsView cities={cities} signedIn />
    </div>
  );
}
