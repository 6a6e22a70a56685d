import "server-only";
import { notFound } from "next/navigation";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { SeedProductionTables } from "./seed-production-tables";

/** The staff page of seed production (Swedish /intern/utsadesproduktion, Finnish /agrodesk/siemenviljely). */
export async function SeedProductionPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal && !actor.roles.agroAdmin) notFound();
  const { t, market } = await getServerT();
  return (
    <section aria-labelledby="seed-production-title">
      <h1 id="seed-production-title">{t("seedProduction.title")}</h1>
      <p>{t("seedProduction.intro")}</p>
      <SeedProductionTables market={market} />
    </section>
  );
}
