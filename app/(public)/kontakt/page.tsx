import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ContactForm } from "@/components/contact/contact-form";
import { getActor } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { getMarket } from "@/lib/market/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("contact.title") };
}

/** Public: the contact form for visitors (signed-in users use the portal's contact page). */
export default async function PublicContactPage() {
  if (await getActor()) redirect((await getMarket()) === "fi" ? "/ota-yhteytta" : "/mitt-foretag/kontakt");
  const { t } = await getServerT();
  return (
    <div className="card card--narrow">
      <h1>{t("contact.title")}</h1>
      <p>{t("contact.intro")}</p>
      <ContactForm signedIn={false} />
    </div>
  );
}
