import type { Metadata } from "next";
import { TransportSearch } from "@/components/transport/transport-search";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { MARKETS } from "@/lib/market";
import { toLocal } from "@/lib/time-booking/compute-slots";
import { transportSearchDefaults } from "@/lib/transport/search-defaults";
import "@/components/transport/transport.css";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("transport.title") };
}

/**
 * Sök transport (spec 1 §2): ?category=Ordernummer|Kundnummer|Lastbil|Anläggning&text=…&fromDate=…&toDate=…
 * opens with that search run; otherwise the form starts by role (lib/transport/search-defaults.ts).
 * The rows are scoped on the server (POST /api/search-transport/search).
 */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const today = toLocal(new Date(), MARKETS[market].timeZone).date;
  const { defaults, autoSearch } = transportSearchDefaults(actor, await searchParams, today);
  const noCustomer = !actor.roles.internal && !actor.activeCustomerNumber;
  return (
    <div className="transport-page">
      <h1>{t("transport.title")}</h1>
      <p className="transport-page__intro">{t("transport.intro")}</p>
      {noCustomer ? (
        <p className="alert alert--info">{t("transport.noCustomer")}</p>
      ) : (
        <TransportSearch market={market} defaults={defaults} autoSearch={autoSearch} />
      )}
    </div>
  );
}
