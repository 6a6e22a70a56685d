import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { CustomerCardView } from "@/components/account-admin/customer-card-view";
import { isAppError } from "@/lib/api/errors";
import { requireActorPage } from "@/lib/auth/current";
import { listCustomerUsers } from "@/lib/customer-admin/list-customer-users";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("accountAdmin.customerCard.title") };
}

/** The customer card (spec 2 §2, issue 12 item 6): the owner manages the users of the customer in play and their profiles and roles. */
export default async function CustomerCardPage() {
  const actor = await requireActorPage();
  const { t } = await getServerT();
  const customerNumber = actor.activeCustomerNumber;
  let data = null;
  if (customerNumber) {
    try {
      data = await listCustomerUsers(await getDb(), { actor, customerNumber });
    } catch (e) {
      if (!isAppError(e) || e.code !== "FORBIDDEN") throw e;
    }
  }
  return (
    <div>
      <h1>{t("accountAdmin.customerCard.title")}</h1>
      {!customerNumber ? (
        <p className="alert alert--info">{t("accountAdmin.customerCard.noCustomer")}</p>
      ) : data ? (
        <CustomerCardView customer={data.customer} users={data.users} currentUserId={actor.userId} />
      ) : (
        <p className="alert alert--info">{t("accountAdmin.customerCard.notOwner")}</p>
      )}
    </div>
  );
}
