/**
 * Agro-desk news (issue 15 item 2, decision 056): the list for readers (published, publish time
 * passed, filtered by category, paged), the article with its viewed marker, and the admin's
 * editor (save, publish and unpublish) which keeps the search entries in step.
 */
import "server-only";
import { and, asc, desc, eq, exists, inArray, lte, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "@/db";
import { newsArticleCategories, newsArticles, newsCategories, newsViews } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { agroDate } from "@/lib/agrodesk/format";
import { getSearchEngine, type SearchEntry } from "@/lib/integrations/search";
import { toLocal } from "@/lib/market/dates";
import type { TArticle, TNewsItem } from "./schemas";

export const articleUrl = (id: number) => `/agrodesk/uutiset/${id}`;

const visibleNow = () => and(eq(newsArticles.published, true), lte(newsArticles.publishAt, sql`now()`));

export async function listCategories(db: DbOrTx) {
  const rows = await db.select().from(newsCategories).orderBy(asc(newsCategories.sortOrder), asc(newsCategories.number));
  return rows.map((c) => ({ Number: c.number, NameFi: c.nameFi, NameSv: c.nameSv }));
}

async function categoriesOf(db: DbOrTx, ids: number[], culture: "fi" | "sv"): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({ articleId: newsArticleCategories.articleId, fi: newsCategories.nameFi, sv: newsCategories.nameSv })
    .from(newsArticleCategories)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticleCategories.categoryId))
    .where(inArray(newsArticleCategories.articleId, ids))
    .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.number));
  for (const r of rows) out.set(r.articleId, [...(out.get(r.articleId) ?? []), culture === "sv" ? r.sv : r.fi]);
  return out;
}

/** POST /api/news/update-newslist: newest first; with categories, news of any of them; page `pagination` when loading more. */
export async function listNews(
  db: DbOrTx,
  opts: { actor: Actor; categoryNumbers: number[]; numberOfItems: number; loadMoreNews: boolean; pagination: number; culture: "fi" | "sv" },
): Promise<{ News: TNewsItem[] }> {
  const page = opts.loadMoreNews ? opts.pagination : 1;
  const byCategory = opts.categoryNumbers.length
    ? exists(
        db
          .select({ one: sql`1` })
          .from(newsArticleCategories)
          .innerJoin(newsCategories, eq(newsCategories.id, newsArticleCategories.categoryId))
          .where(and(eq(newsArticleCategories.articleId, newsArticles.id), inArray(newsCategories.number, opts.categoryNumbers))),
      )
    : undefined;
  const rows = await db
    .select({
      id: newsArticles.id,
      titleFi: newsArticles.titleFi,
      titleSv: newsArticles.titleSv,
      publishAt: newsArticles.publishAt,
      viewed: sql<boolean>`exists (select 1 from ${newsViews} where ${newsViews.articleId} = ${newsArticles.id} and ${newsViews.userId} = ${opts.actor.userId})`,
    })
    .from(newsArticles)
    .where(and(visibleNow(), byCategory))
    .orderBy(desc(newsArticles.publishAt), desc(newsArticles.id))
    .limit(opts.numberOfItems)
    .offset((page - 1) * opts.numberOfItems);
  const cats = await categoriesOf(
    db,
    rows.map((r) => r.id),
    opts.culture,
  );
  return {
    News: rows.map((r) => ({
      Id: r.id,
      Heading: (opts.culture === "sv" && r.titleSv) || r.titleFi,
      Date: agroDate(r.publishAt),
      Categories: cats.get(r.id) ?? [],
      RelativeUrl: articleUrl(r.id),
      IsViewed: Boolean(r.viewed),
    })),
  };
}

export interface ArticleView {
  id: number;
  title: string;
  body: string;
  date: string;
  categories: string[];
}

/**
 * The article page: a published article (admins also see drafts) in the reader's language, and
 * the viewed marker set for the reader (once; later opens keep the first time).
 */
export async function openArticle(db: Db, opts: { actor: Actor; id: number; culture: "fi" | "sv" }): Promise<ArticleView | null> {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, opts.id), opts.actor.roles.agroAdmin ? undefined : visibleNow()));
  if (!row) return null;
  await db.insert(newsViews).values({ articleId: row.id, userId: opts.actor.userId }).onConflictDoNothing();
  const cats = await categoriesOf(db, [row.id], opts.culture);
  const sv = opts.culture === "sv";
  return {
    id: row.id,
    title: (sv && row.titleSv) || row.titleFi,
    body: (sv && row.bodySv) || row.bodyFi,
    date: agroDate(row.publishAt),
    categories: cats.get(row.id) ?? [],
  };
}

function toArticle(row: typeof newsArticles.$inferSelect, numbers: number[]): TArticle {
  return {
    Id: row.id,
    TitleFi: row.titleFi,
    TitleSv: row.titleSv ?? "",
    BodyFi: row.bodyFi,
    BodySv: row.bodySv ?? "",
    CategoryNumbers: numbers,
    PublishAt: row.publishAt.toISOString(),
    Published: row.published,
  };
}

export async function getArticle(db: DbOrTx, id: number): Promise<TArticle> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  if (!row) throw new AppError("NOT_FOUND", "agrodesk.news.errors.notFound");
  const nums = await db
    .select({ n: newsCategories.number })
    .from(newsArticleCategories)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticleCategories.categoryId))
    .where(eq(newsArticleCategories.articleId, id));
  return toArticle(
    row,
    nums.map((r) => r.n),
  );
}

export async function listAllArticles(db: DbOrTx) {
  const rows = await db.select().from(newsArticles).orderBy(desc(newsArticles.publishAt), desc(newsArticles.id)).limit(200);
  return { Articles: rows.map((r) => ({ Id: r.id, TitleFi: r.titleFi, PublishAt: r.publishAt.toISOString(), Published: r.published })) };
}

/** Plain text of an article body for the search (the body is text with blank-line paragraphs). */
const plain = (s: string) => s.replace(/\s+/g, " ").trim();

/** The article's search entries: one per language it has; none while unpublished. */
export async function reindexArticle(tx: Tx, id: number): Promise<void> {
  const engine = getSearchEngine();
  const [row] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id));
  await engine.remove(tx, "news", [String(id)]);
  if (!row || !row.published) return;
  const cats = await categoriesOf(tx, [id], "fi");
  const catsSv = await categoriesOf(tx, [id], "sv");
  const entries: SearchEntry[] = [
    {
      source: "news",
      sourceId: String(id),
      language: "fi",
      audience: "all",
      title: row.titleFi,
      body: plain(row.bodyFi),
      url: articleUrl(id),
      category: cats.get(id)?.[0] ?? null,
      publishedAt: row.publishAt,
    },
  ];
  if (row.titleSv && row.bodySv) {
    entries.push({
      source: "news",
      sourceId: String(id),
      language: "sv",
      audience: "all",
      title: row.titleSv,
      body: plain(row.bodySv),
      url: articleUrl(id),
      category: catsSv.get(id)?.[0] ?? null,
      publishedAt: row.publishAt,
    });
  }
  await engine.index(tx, entries);
}

/** Admins: creates or updates an article (both languages, categories, publish time and state). */
export async function saveArticle(
  db: Db,
  opts: {
    actor: Actor;
    ctx: ActionContext;
    input: {
      id?: number;
      titleFi: string;
      titleSv: string;
      bodyFi: string;
      bodySv: string;
      categoryNumbers: number[];
      publishAt: string;
      published: boolean;
    };
  },
): Promise<TArticle> {
  const { input } = opts;
  return db.transaction(async (tx) => {
    const cats = input.categoryNumbers.length
      ? await tx.select().from(newsCategories).where(inArray(newsCategories.number, input.categoryNumbers))
      : [];
    if (cats.length !== new Set(input.categoryNumbers).size)
      throw new AppError("BAD_REQUEST", "agrodesk.news.validation.categories", {
        fields: { categoryNumbers: ["agrodesk.news.validation.categories"] },
      });
    const publishAt = new Date(input.publishAt);
    // spec 4 §9 (the agro desk's pickers: minimum today): a new or changed publish time is not
    // before today in Helsinki; an article keeps its earlier publish time when it is edited
    const [stored] = input.id ? await tx.select().from(newsArticles).where(eq(newsArticles.id, input.id)).for("update") : [];
    if (input.id && !stored) throw new AppError("NOT_FOUND", "agrodesk.news.errors.notFound");
    const changed = !stored || stored.publishAt.getTime() !== publishAt.getTime();
    if (changed && toLocal(publishAt, "Europe/Helsinki").date < toLocal(new Date(), "Europe/Helsinki").date)
      throw new AppError("BAD_REQUEST", "agrodesk.news.validation.publishAtPast", {
        fields: { publishAt: ["agrodesk.news.validation.publishAtPast"] },
      });
    const values = {
      titleFi: input.titleFi,
      titleSv: input.titleSv || null,
      bodyFi: input.bodyFi,
      bodySv: input.bodySv || null,
      publishAt,
      published: input.published,
      updatedAt: new Date(),
    };
    let row: typeof newsArticles.$inferSelect | undefined;
    if (input.id) {
      [row] = await tx.update(newsArticles).set(values).where(eq(newsArticles.id, input.id)).returning();
      if (!row) throw new AppError("NOT_FOUND", "agrodesk.news.errors.notFound");
      await tx.delete(newsArticleCategories).where(eq(newsArticleCategories.articleId, row.id));
    } else {
      [row] = await tx
        .insert(newsArticles)
        .values({ ...values, createdBy: opts.actor.userId })
        .returning();
      if (!row) throw new Error("article insert returned no row");
    }
    const id = row.id;
    if (cats.length) await tx.insert(newsArticleCategories).values(cats.map((c) => ({ articleId: id, categoryId: c.id })));
    await reindexArticle(tx, id);
    await logAction(tx, opts.actor, input.id ? "agrodesk.news.update" : "agrodesk.news.create", { id, published: row.published }, opts.ctx);
    return toArticle(
      row,
      cats.map((c) => c.number),
    );
  });
}

/** Admins: publishes or unpublishes an article. */
export async function setPublished(db: Db, opts: { actor: Actor; ctx: ActionContext; id: number; published: boolean }): Promise<TArticle> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsArticles)
      .set({ published: opts.published, updatedAt: new Date() })
      .where(eq(newsArticles.id, opts.id))
      .returning({ id: newsArticles.id });
    if (!row) throw new AppError("NOT_FOUND", "agrodesk.news.errors.notFound");
    await reindexArticle(tx, row.id);
    await logAction(tx, opts.actor, opts.published ? "agrodesk.news.publish" : "agrodesk.news.unpublish", { id: row.id }, opts.ctx);
  });
  return getArticle(db, opts.id);
}

/**
 * POST /api/news/reordercategories (admins): the categories in the given order (every category
 * once; a list that differs from the stored categories is a 409, reload and try again). The
 * checkboxes, the editor and each item's category names follow the order.
 */
export async function reorderCategories(db: Db, opts: { actor: Actor; ctx: ActionContext; categoryNumbers: number[] }) {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(newsCategories).orderBy(asc(newsCategories.id)).for("update");
    const wanted = opts.categoryNumbers;
    const stored = new Set(rows.map((r) => r.number));
    if (new Set(wanted).size !== wanted.length || wanted.length !== stored.size || wanted.some((n) => !stored.has(n)))
      throw new AppError("CONFLICT", "agrodesk.news.errors.orderChanged");
    const before = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.number - b.number).map((r) => r.number);
    for (const [i, n] of wanted.entries()) {
      const row = rows.find((r) => r.number === n);
      if (row && row.sortOrder !== i + 1)
        await tx
          .update(newsCategories)
          .set({ sortOrder: i + 1 })
          .where(eq(newsCategories.id, row.id));
    }
    await logAction(tx, opts.actor, "agrodesk.news.reorderCategories", { before, after: wanted }, opts.ctx);
    return listCategories(tx);
  });
}
