import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { SubCustomersView } from "@/components/account-admin/sub-customers-view";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { requireCustomerManager } from "@/lib/customer-admin/manage-access";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("accountAdmin.subCustomers.title") };
}

/** Sub-customers of the customer in play (spec 3 §2, issue 12 item 10): any user sees them, owners (and staff acting) change them. */
export default async function SubCustomersPage() {
  const actor = await requireActorPage();
  const { t } = await getServerT();
  const customerNumber = actor.activeCustomerNumber;
  let canChange = false;
  if (customerNumber) {
    try {
      await requireCustomerManager(await getDb(), { actor, customerNumber });
      canChange = true;
    } catch (e) {
      if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
    }
  }
  return (
    <div>
      <h1>{t("accountAdmin.subCustomers.title")}</h1>
      {customerNumber ? (
        <SubCustomersView customerNumber={customerNumber} canChange={canChange} />
      ) : (
        <p className="alert alert--info">{t("accountAdmin.customerCard.noCustomer")}</p>
      )}
    </div>
  );
}
