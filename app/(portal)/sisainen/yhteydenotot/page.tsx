import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactMessagesView } from "@/components/contact/contact-messages-view";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("contact.staff.title") };
}

/** Staff only (others get 404), the request's market (decision 077/078). */
export default async function ContactMessagesPageFi() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t } = await getServerT();
  return (
    <div>
      <h1>{t("contact.staff.title")}</h1>
      <ContactMessagesView />
    </div>
  );
}
