import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { DeliveryAssuranceView } from "@/components/delivery-assurance/delivery-assurance-view";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { loadDeliveryAssuranceFormData, type DeliveryAssuranceFormData } from "@/lib/delivery-assurance/load-form-data";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("deliveryAssurance.title") };
}

/**
 * The delivery assurance (pageId 1305; spec 1 §2 "Delivery assurance form", spec 2 §2 "Delivery
 * assurance step 2") for the customer in play (for staff: the customer they act for).
 * ?step=2 opens the list of registered assurances.
 */
export default async function DeliveryAssurancePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  const step = (await searchParams).step === "2" ? 2 : 1;
  let data: DeliveryAssuranceFormData | null = null;
  try {
    data = await loadDeliveryAssuranceFormData(await getDb(), { actor, market });
  } catch (e) {
    // no customer in play (staff outside a customer session, an account without customers)
    if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
  }
  return (
    <div className="da-page">
      <h1>{t("deliveryAssurance.title")}</h1>
      <p className="da-page__intro">{t("deliveryAssurance.intro")}</p>
      {data ? (
        <DeliveryAssuranceView data={data} initialStep={step} />
      ) : (
        <p className="alert alert--info">{t("deliveryAssurance.noCustomer")}</p>
      )}
    </div>
  );
}
