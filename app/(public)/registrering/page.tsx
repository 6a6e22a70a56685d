import type { Metadata } from "next";
import { RegistrationForm } from "@/components/onboarding/registration-form";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("onboarding.register.title") };
}

/** Public: registration of a new customer with its attachments (spec 1 §3 "Registration"). */
export default async function RegistrationPage() {
  const { t } = await getServerT();
  return (
    <div className="card card--narrow">
      <h1>{t("onboarding.register.title")}</h1>
      <p>{t("onboarding.register.intro")}</p>
      <RegistrationForm />
    </div>
  );
}
