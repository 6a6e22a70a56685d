import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ElectedView } from "@/components/account-admin/elected-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("accountAdmin.elected.title") };
}

/** Staff: manage elected representatives and their districts (spec 2 §2, issue 12 item 8). */
export default async function ElectedPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t } = await getServerT();
  return (
    <div>
      <h1>{t("accountAdmin.elected.title")}</h1>
      <ElectedView />
    </div>
  );
}
