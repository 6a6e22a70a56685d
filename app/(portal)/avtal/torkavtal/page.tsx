import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { DryingWizard } from "@/components/trading/drying-wizard";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadWizard } from "@/lib/trading/load-wizard";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("drying.wizard.title") };
}

/** The drying agreement wizard (spec 2 §2, §4 "Drying wizard") for the customer in play (staff: the customer they act for). */
export default async function DryingAgreementPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const options = await loadWizard(await getDb(), { actor, market });
  return (
    <section aria-labelledby="drying-title">
      <h1 id="drying-title">{t("drying.wizard.title")}</h1>
      {options ? (
        <DryingWizard key={options.customerNumber} options={options} market={market} />
      ) : (
        <p className="alert alert--info">{t("drying.wizard.noCustomer")}</p>
      )}
    </section>
  );
}
