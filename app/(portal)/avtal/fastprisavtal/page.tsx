import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { FixedPricePage } from "@/components/trading/fixed-price-page";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { loadFixedPrice } from "@/lib/trading/fixed-price-options";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("fixedPrice.title") };
}

/** The fixed price agreement page (spec 2 §2, §4 "Fixed price") for the customer in play (staff: the customer they act for). */
export default async function FixedPriceAgreementPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const options = await loadFixedPrice(await getDb(), { actor, market });
  return (
    <section aria-labelledby="fixed-price-title">
      <h1 id="fixed-price-title">{t("fixedPrice.title")}</h1>
      <p>{t("fixedPrice.intro")}</p>
      {options ? (
        options.categories.length ? (
          <FixedPricePage key={options.customerNumber} options={options} market={market} />
        ) : (
          <p className="alert alert--info">{t("fixedPrice.noCategories")}</p>
        )
      ) : (
        <p className="alert alert--info">{t("fixedPrice.noCustomer")}</p>
      )}
    </section>
  );
}
