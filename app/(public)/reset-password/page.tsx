import type { Metadata } from "next";
import { ResetRequestForm } from "@/components/auth/reset-request-form";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("account.reset.title") };
}

export default async function ResetRequestPage() {
  const { t } = await getServerT();
  return (
    <div className="card card--narrow">
      <h1>{t("account.reset.title")}</h1>
      <p>{t("account.reset.intro")}</p>
      <ResetRequestForm />
    </div>
  );
}
