import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { DeliveryAddressesView } from "@/components/profile/delivery-addresses-view";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listDeliveryAddresses } from "@/lib/profile/list-delivery-addresses";
import { ADDRESS_PAGE_IDS } from "@/lib/profile/paths";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("profile.address.title") };
}

/** The delivery address editor (spec 2 §2, issue 12 item 2); /oma-yritys/toimitusosoitteet in Finland. */
export default async function DeliveryAddressesPage() {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  let data = null;
  try {
    data = await listDeliveryAddresses(await getDb(), { actor });
  } catch (e) {
    if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
  }
  return (
    <div>
      <h1>{t("profile.address.title")}</h1>
      <p>{t("profile.address.intro")}</p>
      {data ? (
        <DeliveryAddressesView market={data.market} pageId={ADDRESS_PAGE_IDS[market]} addresses={data.addresses} />
      ) : (
        <p className="alert alert--info">{t("profile.page.noCustomer")}</p>
      )}
    </div>
  );
}
