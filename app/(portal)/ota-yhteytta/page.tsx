import type { Metadata } from "next";
import { ContactForm } from "@/components/contact/contact-form";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("contact.title") };
}

/** The contact form for a signed-in user: subject and message; the sender comes from the session. */
export default async function ContactPortalPageFi() {
  await requireActorPage();
  const { t } = await getServerT();
  return (
    <div>
      <h1>{t("contact.title")}</h1>
      <p>{t("contact.intro")}</p>
      <ContactForm signedIn />
    </div>
  );
}
