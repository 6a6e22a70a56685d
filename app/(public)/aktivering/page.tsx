import type { Metadata } from "next";
import { ActivationView } from "@/components/onboarding/activation-view";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("onboarding.activate.title") };
}

/** Public: activation of an existing customer (spec 1 §2 "Customer verification and activation"). */
export default async function ActivationPage() {
  const { t } = await getServerT();
  return (
    <div className="card card--narrow">
      <h1>{t("onboarding.activate.title")}</h1>
      <p>{t("onboarding.activate.intro")}</p>
      <ActivationView />
    </div>
  );
}
