import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { NewsList } from "@/components/news/news-list";
import { isAgroAdmin, requireAgroDesk } from "@/lib/agrodesk/access";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { listCategories, listNews } from "@/lib/news/news";
import { NEWS_PAGE_SIZE } from "@/lib/news/schemas";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("agrodesk.news.title") };
}

/** The agro desk's news list (first page with the page), Finnish site only. */
export default async function NewsPage() {
  const actor = await requireActorPage();
  const { t, market, language } = await getServerT();
  if (market !== "fi") notFound();
  requireAgroDesk(market, actor, "user");
  const culture = language === "sv" ? "sv" : "fi";
  const db = await getDb();
  const [cats, first] = await Promise.all([
    listCategories(db),
    listNews(db, { actor, categoryNumbers: [], numberOfItems: NEWS_PAGE_SIZE, loadMoreNews: false, pagination: 1, culture }),
  ]);
  return (
    <div className="agrodesk">
      <h1>{t("agrodesk.news.title")}</h1>
      {isAgroAdmin(actor) ? (
        <p>
          <NavLink className="btn btn--secondary" href="/agrodesk/uutiset/hallinta">
            {t("agrodesk.news.admin.open")}
          </NavLink>
        </p>
      ) : null}
      <NewsList
        categories={cats.map((c) => ({ Number: c.Number, Name: culture === "sv" ? c.NameSv : c.NameFi }))}
        initial={first.News}
        pageSize={NEWS_PAGE_SIZE}
        culture={culture}
      />
    </div>
  );
}
