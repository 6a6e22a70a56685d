import { SiteFooter } from "@/components/shell/site-footer";
import { getServerT } from "@/lib/i18n/server";

export default async function NotFound() {
  const { t } = await getServerT();
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar">
          {/* plain links: next/link would put a copy of the link code in the pages' first-load JavaScript (decision 093) */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/" className="brand">
            {t("app.name")}
          </a>
        </div>
      </header>
      <main id="main">
        <div className="card card--narrow">
          <h1>{t("notFound.title")}</h1>
          <p>{t("notFound.text")}</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a className="btn" href="/">
            {t("notFound.back")}
          </a>
        </div>
      </main>
      <SiteFooter t={t} />
    </>
  );
}
