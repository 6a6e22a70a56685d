import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { ContactPersonsView } from "@/components/facilities/contact-persons-view";
import { requireActorPage } from "@/lib/auth/current";
import { listMarketFacilities, listOwners } from "@/lib/facilities/contact-persons";
import { listGeoPlaces, listSubCategories } from "@/lib/facilities/information";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("facilities.personsPage.title") };
}

/** The contact person page (spec 3 §2), staff only (decision 050). */
export default async function ContactPersonsPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t, market } = await getServerT();
  const db = await getDb();
  const [owners, areaParents, geo, facilities] = await Promise.all([
    listOwners(db, market),
    listSubCategories(db, { market, kind: "business-area", parentId: null }),
    listGeoPlaces(db),
    listMarketFacilities(db, market),
  ]);
  return (
    <div>
      <h1>{t("facilities.personsPage.title")}</h1>
      <p>{t("facilities.personsPage.intro")}</p>
      <ContactPersonsView
        owners={owners.map((o) => ({ id: o.id, name: o.name }))}
        options={{
          areaParents,
          geo: geo.map((g) => ({ id: g.id, level: g.level, parentId: g.parentId, name: g.name, code: g.code })),
          facilities: facilities.map((f) => ({ id: f.id, name: f.name })),
        }}
      />
    </div>
  );
}
