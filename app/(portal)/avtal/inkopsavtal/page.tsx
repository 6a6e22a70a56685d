import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { PurchaseWizard } from "@/components/trading/purchase-wizard";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadWizard } from "@/lib/trading/load-wizard";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("trading.wizard.title") };
}

/** The purchasing agreement wizard (spec 2 §2, §4) for the customer in play (staff: the customer they act for). */
export default async function PurchaseAgreementPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const options = await loadWizard(await getDb(), { actor, market });
  return (
    <section aria-labelledby="trading-title">
      <h1 id="trading-title">{t("trading.wizard.title")}</h1>
      {options ? (
        <PurchaseWizard key={options.customerNumber} options={options} market={market} />
      ) : (
        <p className="alert alert--info">{t("trading.wizard.noCustomer")}</p>
      )}
    </section>
  );
}
