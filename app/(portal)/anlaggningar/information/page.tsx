import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { FacilityInfoEditor } from "@/components/facilities/facility-info-editor";
import { requireActorPage } from "@/lib/auth/current";
import { listOwners } from "@/lib/facilities/contact-persons";
import { FACILITY_LANGUAGES, listGeoPlaces, listSubCategories, PROPERTY_TYPES } from "@/lib/facilities/information";
import { mapTiles } from "@/lib/facilities/map-tiles";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("facilities.infoPage.title") };
}

/** The facility information edit page (spec 3 §2), staff only (decision 050). */
export default async function FacilityInformationPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t, market } = await getServerT();
  const db = await getDb();
  const [owners, typeParents, geo] = await Promise.all([
    listOwners(db, market),
    listSubCategories(db, { market, kind: "facility-type", parentId: null }),
    listGeoPlaces(db),
  ]);
  return (
    <div>
      <h1>{t("facilities.infoPage.title")}</h1>
      <p>{t("facilities.infoPage.intro")}</p>
      <FacilityInfoEditor
        owners={owners.map((o) => ({ id: o.id, name: o.name }))}
        options={{
          typeParents,
          languages: FACILITY_LANGUAGES.map((l) => ({ code: l.code, name: l.name })),
          propertyTypes: [...PROPERTY_TYPES],
          geo: geo.map((g) => ({ id: g.id, level: g.level, parentId: g.parentId, name: g.name, code: g.code })),
          tiles: mapTiles(),
        }}
      />
    </div>
  );
}
