import "server-only";
import type { Metadata } from "next";
import { getDb } from "@/db";
import { UserCardView } from "@/components/account-admin/user-card-view";
import { requireActorPage } from "@/lib/auth/current";
import { loadUserCard } from "@/lib/customer-admin/load-user-card";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("accountAdmin.userCard.title") };
}

/** The user card (spec 2 §2, issue 12 item 7): the signed-in user's profile per customer and their message settings. */
export default async function UserCardPage() {
  const actor = await requireActorPage();
  const { t } = await getServerT();
  const card = await loadUserCard(await getDb(), { actor });
  return (
    <div>
      <h1>{t("accountAdmin.userCard.title")}</h1>
      {card.customers.length ? (
        <UserCardView userId={card.userId} customers={card.customers} />
      ) : (
        <p className="alert alert--info">{t("accountAdmin.userCard.noCustomers")}</p>
      )}
    </div>
  );
}
