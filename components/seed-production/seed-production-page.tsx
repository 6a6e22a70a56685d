import "server-only";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import type { Market } from "@/lib/market";
import { seedTableId } from "@/lib/seed-production/columns";
import type { SeedFirstPage } from "@/lib/seed-production/read-first-page";
import { tableCookieName } from "@/lib/ui/table-state";
import { SeedProductionTables } from "./seed-production-tables";

/**
 * The staff page of seed production (Swedish /intern/utsadesproduktion, Finnish /agrodesk/siemenviljely).
 * After the access check, `readFirst` reads the first tab's page in the state the table remembers
 * (its cookie), so the page opens with its rows instead of a loader that the rows then push down
 * (decision 110).
 */
export async function SeedProductionPage({
  readFirst,
}: {
  readFirst: (opts: { market: Market; remembered?: string }) => Promise<SeedFirstPage>;
}) {
  const actor = await requireActorPage();
  if (!actor.roles.internal && !actor.roles.agroAdmin) notFound();
  const { t, market } = await getServerT();
  const growers = await readFirst({ market, remembered: (await cookies()).get(tableCookieName(seedTableId("growers")))?.value });
  return (
    <section aria-labelledby="seed-production-title">
      <h1 id="seed-production-title">{t("seedProduction.title")}</h1>
      <p>{t("seedProduction.intro")}</p>
      <SeedProductionTables market={market} growers={growers} />
    </section>
  );
}
