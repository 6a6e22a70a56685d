import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerSupportView } from "@/components/account-admin/customer-support-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("accountAdmin.support.title") };
}

/** Staff: customer support start page with the customer activation table (spec 2 §2, issue 12 item 9). */
export default async function CustomerSupportPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t } = await getServerT();
  return (
    <div>
      <h1>{t("accountAdmin.support.title")}</h1>
      <CustomerSupportView />
    </div>
  );
}
