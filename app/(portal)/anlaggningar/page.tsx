import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { getDb } from "@/db";
import { FacilityCard } from "@/components/facilities/facility-card";
import { requireActorPage } from "@/lib/auth/current";
import { listPublicFacilities, loadPublicFacility } from "@/lib/facilities/subscriptions";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("facilities.publicPage.title") };
}

/**
 * The facilities as farmers see them (issue 13 §5): every shown facility of the market with its
 * opening hours, address and map link; `?facility=<id>` shows one.
 */
export default async function FacilitiesPage({ searchParams }: { searchParams: Promise<{ facility?: string }> }) {
  await requireActorPage();
  const { t, market } = await getServerT();
  const db = await getDb();
  const { facility } = await searchParams;
  const all = await listPublicFacilities(db, market);
  const chosen = all.filter((f) => !facility || String(f.id) === facility);
  const cards = await Promise.all(chosen.map((f) => loadPublicFacility(db, { market, facilityId: f.id })));
  return (
    <div className="fac-page">
      <h1>{t("facilities.publicPage.title")}</h1>
      <p>
        {t("facilities.publicPage.intro")}{" "}
        <NavLink href={market === "fi" ? "/toimipisteet/seuranta" : "/anlaggningar/bevakningar"}>
          {t("facilities.publicPage.subscribeLink")}
        </NavLink>
      </p>
      {cards.map((c) => (
        <FacilityCard key={c.FacilityId} facility={c} />
      ))}
    </div>
  );
}
