import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { DeliveryFeeView } from "@/components/delivery-fee/delivery-fee-view";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { listDeliveryFeeOptions } from "@/lib/delivery-fee/list-delivery-fee-options";
import type { TDeliveryFeeOptionsResponse } from "@/lib/delivery-fee/schemas";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("deliveryFee.title") };
}

/**
 * The delivery fee calculator (spec 1 §2): the form for the customer in play (for staff, the
 * customer they act for) and that customer's delivery addresses, each opening the calculate dialog.
 */
export default async function DeliveryFeePage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  let options: TDeliveryFeeOptionsResponse | null = null;
  try {
    options = await listDeliveryFeeOptions(await getDb(), { actor });
  } catch (e) {
    // no customer in play (staff outside a customer session, an account without customers)
    if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
  }
  return (
    <div className="fee-page">
      <h1>{t("deliveryFee.title")}</h1>
      <p className="fee-page__intro">{t("deliveryFee.intro")}</p>
      {options ? <DeliveryFeeView market={market} options={options} /> : <p className="alert alert--info">{t("deliveryFee.noCustomer")}</p>}
    </div>
  );
}
