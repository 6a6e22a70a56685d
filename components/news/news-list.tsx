"use client";

/**
 * News list (spec 4 §2, §4; issue 15 item 2): category checkboxes, update and load more (POST
 * /api/news/update-newslist). The page counter grows after each load; load-more is disabled when
 * a page returns fewer items than the page size. A failed load is logged only (spec 4 §8).
 */
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { areaKey, useApiFetch } from "@/lib/client/query";
import type { TNewsItem } from "@/lib/news/schemas";

export interface Category {
  Number: number;
  Name: string;
}

export function NewsList({
  categories,
  initial,
  pageSize,
  culture,
}: {
  categories: Category[];
  initial: TNewsItem[];
  pageSize: number;
  culture: "fi" | "sv";
}) {
  const { t } = useTranslation();
  const api = useApiFetch();
  const [checked, setChecked] = useState<number[]>([]);
  const [news, setNews] = useState(initial);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(initial.length >= pageSize);
  const [busy, setBusy] = useState(false);

  async function load(loadMore: boolean) {
    setBusy(true);
    const pagination = loadMore ? page + 1 : 1;
    const params = {
      categoryNumbers: checked,
      currentContentReference: "2102",
      numberOfItems: pageSize,
      loadMoreNews: loadMore,
      culture,
      pagination,
    };
    try {
      const reply = await api.fetch<{ News: TNewsItem[] }>(areaKey("news", params), "/api/news/update-newslist", params, { log: "news" });
      setNews((n) => (loadMore ? [...n, ...reply.News] : reply.News));
      setPage(pagination);
      setMore(reply.News.length >= pageSize);
    } catch {
      // logged by the query layer (spec 4 §8: news load failures go to the console only)
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="news-list">
      <fieldset className="news-list__categories">
        <legend>{t("agrodesk.news.categories")}</legend>
        {categories.map((c) => (
          <label key={c.Number} className="checkbox">
            <input
              type="checkbox"
              checked={checked.includes(c.Number)}
              onChange={(e) => setChecked((s) => (e.target.checked ? [...s, c.Number] : s.filter((n) => n !== c.Number)))}
            />
            {c.Name}
          </label>
        ))}
        <button type="button" className="btn btn--secondary" onClick={() => void load(false)} disabled={busy}>
          {t("agrodesk.news.update")}
        </button>
      </fieldset>
      {news.length === 0 ? <p>{t("agrodesk.news.empty")}</p> : null}
      <ul className="news-list__items">
        {news.map((n) => (
          <li key={n.Id} className={n.IsViewed ? "news-item news-item--viewed" : "news-item"}>
            <a href={n.RelativeUrl}>{n.Heading}</a>
            <span className="news-item__date">{n.Date}</span>
            <span className="news-item__categories">{n.Categories.join(", ")}</span>
            <span className="news-item__marker">{n.IsViewed ? t("agrodesk.news.viewed") : t("agrodesk.news.notViewed")}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--secondary" onClick={() => void load(true)} disabled={busy || !more}>
        {t("agrodesk.news.loadMore")}
      </button>
    </div>
  );
}
