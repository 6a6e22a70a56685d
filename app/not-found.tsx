import Link from "next/link";
import { SiteFooter } from "@/components/shell/site-footer";
import { getServerT } from "@/lib/i18n/server";

export default async function NotFound() {
  const { t } = await getServerT();
  return (
    <>
      <header className="site-header">
        <div className="site-header__bar">
          <Link href="/" className="brand">
            {t("app.name")}
          </Link>
        </div>
      </header>
      <main id="main">
        <div className="card card--narrow">
          <h1>{t("notFound.title")}</h1>
          <p>{t("notFound.text")}</p>
          <Link className="btn" href="/">
            {t("notFound.back")}
          </Link>
        </div>
      </main>
      <SiteFooter t={t} />
    </>
  );
}
