import { NavLink } from "@/components/shell/nav-link";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/shell/site-footer";
import { getServerT } from "@/lib/i18n/server";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = await getServerT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t("app.skipToContent")}
      </a>
      <header className="site-header">
        <div className="site-header__bar">
          <NavLink href="/" className="brand">
            {t("app.name")}
          </NavLink>
        </div>
      </header>
      <main id="main" className="public-shell">
        {children}
      </main>
      <SiteFooter t={t} />
    </>
  );
}
