import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getActor } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("auth.loginTitle") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  if (await getActor()) redirect("/");
  const { t } = await getServerT();
  const notice = sp.loggedOut ? "auth.loggedOut" : sp.reset ? "account.reset.done" : null;
  return (
    <div className="card card--narrow">
      <h1>{t("auth.loginTitle")}</h1>
      <p>{t("auth.loginIntro")}</p>
      {notice ? (
        <p className="alert alert--ok" role="status">
          {t(notice)}
        </p>
      ) : null}
      <LoginForm />
      <nav aria-label={t("onboarding.links.register")} className="login-links">
        <ul className="plain-list">
          <li>
            <NavLink href="/aktivering">{t("onboarding.links.activate")}</NavLink>
          </li>
          <li>
            <NavLink href="/registrering">{t("onboarding.links.register")}</NavLink>
          </li>
          <li>
            <NavLink href="/kontakt">{t("onboarding.links.contact")}</NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
