import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RegistrationQueue } from "@/components/onboarding/registration-queue";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("onboarding.queue.title") };
}

/** Staff only (others get 404), the request's market (decision 077/078). */
export default async function RegistrationsPage() {
  const actor = await requireActorPage();
  if (!actor.roles.internal) notFound();
  const { t } = await getServerT();
  return (
    <div>
      <h1>{t("onboarding.queue.title")}</h1>
      <RegistrationQueue />
    </div>
  );
}
