import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { getDb } from "@/db";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { isResetTokenUsable } from "@/lib/accounts/password-reset";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("account.reset.newTitle") };
}

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { t } = await getServerT();
  const usable = token.length <= 200 && (await isResetTokenUsable(await getDb(), token));
  return (
    <div className="card card--narrow">
      <h1>{t("account.reset.newTitle")}</h1>
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <p className="alert alert--error" role="alert">
            {t("account.reset.invalidLink")}
          </p>
          <NavLink className="btn" href="/reset-password">
            {t("account.reset.requestNew")}
          </NavLink>
        </>
      )}
    </div>
  );
}
