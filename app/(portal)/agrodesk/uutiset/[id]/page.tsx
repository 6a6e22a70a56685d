import "server-only";
import type { Metadata } from "next";
import { NavLink } from "@/components/shell/nav-link";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { openArticle } from "@/lib/news/news";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("agrodesk.news.title") };
}

/** One news article; opening it sets the reader's viewed marker. */
export default async function ArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requireActorPage();
  const { t, market, language } = await getServerT();
  if (market !== "fi") notFound();
  requireAgroDesk(market, actor, "user");
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const article = await openArticle(await getDb(), { actor, id: Number(id), culture: language === "sv" ? "sv" : "fi" });
  if (!article) notFound();
  return (
    <article className="agrodesk news-article">
      <p>
        <NavLink href="/agrodesk/uutiset">{t("agrodesk.news.back")}</NavLink>
      </p>
      <h1>{article.title}</h1>
      <p className="news-article__meta">
        {article.date} {article.categories.join(", ")}
      </p>
      {article.body.split(/\n{2,}/).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}
