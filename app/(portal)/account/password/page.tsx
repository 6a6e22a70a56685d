import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("account.password.title") };
}

export default async function ChangePasswordPage() {
  await requireActorPage();
  const { t } = await getServerT();
  return (
    <div className="card card--narrow">
      <h1>{t("account.password.title")}</h1>
      <ChangePasswordForm />
    </div>
  );
}
