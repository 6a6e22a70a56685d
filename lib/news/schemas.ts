/**
 * News calls (spec 4 §3 "News item", §7 News; issue 15 item 2). POST /api/news/update-newslist
 * with the spec's parameter names; the admin's editor calls are the portal's own (decision 056).
 */
import { z } from "zod";

const MSG = "agrodesk.news.validation";
export const NEWS_PAGE_SIZE = 5;

const bool = z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1 || v === "on", z.boolean());
const intIn = (min: number, max: number, def: number, key: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? def : Number(v)),
    z.number({ error: key }).int(key).min(min, key).max(max, key),
  );
const numbers = z.preprocess(
  (v) =>
    v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? (v as unknown[]) : typeof v === "string" ? v.split(",") : [v],
  z
    .array(
      z.coerce
        .number({ error: `${MSG}.categories` })
        .int(`${MSG}.categories`)
        .positive(`${MSG}.categories`),
    )
    .max(50, `${MSG}.categories`),
);

export const ZNewsListRequest = z.object({
  categoryNumbers: numbers,
  /** the page the list sits on (kept for the spec; the list is the same on every page) */
  currentContentReference: z.union([z.string(), z.number()]).optional(),
  numberOfItems: intIn(1, 50, NEWS_PAGE_SIZE, `${MSG}.numberOfItems`),
  loadMoreNews: bool.default(false),
  culture: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? "fi" : typeof v === "string" ? v.slice(0, 2).toLowerCase() : v),
    z.enum(["fi", "sv"], { error: `${MSG}.culture` }),
  ),
  /** the page to load (1 = first); only used with loadMoreNews */
  pagination: intIn(1, 10_000, 1, `${MSG}.pagination`),
});

export const ZNewsItem = z.object({
  Id: z.number().int(),
  Heading: z.string(),
  /** yy-mm-dd */
  Date: z.string(),
  Categories: z.array(z.string()),
  RelativeUrl: z.string(),
  IsViewed: z.boolean(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;
export const ZNewsListResponse = z.object({ News: z.array(ZNewsItem) });

export const ZNewsCategory = z.object({ Number: z.number().int(), NameFi: z.string(), NameSv: z.string() });
export const ZCategoriesResponse = z.object({ Categories: z.array(ZNewsCategory) });

const text = (max: number, key: string) => z.string({ error: key }).trim().max(max, key);
export const ZSaveArticleRequest = z.object({
  id: z.preprocess((v) => (v === "" || v === null || v === 0 || v === "0" ? undefined : v), z.coerce.number().int().positive().optional()),
  titleFi: text(200, `${MSG}.title`).min(1, "agrodesk.validation.required"),
  titleSv: text(200, `${MSG}.title`).default(""),
  bodyFi: text(50_000, `${MSG}.body`).min(1, "agrodesk.validation.required"),
  bodySv: text(50_000, `${MSG}.body`).default(""),
  categoryNumbers: numbers,
  /** ISO date-time (the editor's yy-mm-dd HH:mm picker sends ISO) */
  publishAt: z.iso.datetime({ offset: true, error: `${MSG}.publishAt` }),
  published: bool.default(false),
});
export type TSaveArticleRequest = z.input<typeof ZSaveArticleRequest>;

export const ZArticle = z.object({
  Id: z.number().int(),
  TitleFi: z.string(),
  TitleSv: z.string(),
  BodyFi: z.string(),
  BodySv: z.string(),
  CategoryNumbers: z.array(z.number().int()),
  PublishAt: z.string(),
  Published: z.boolean(),
});
export type TArticle = z.infer<typeof ZArticle>;
export const ZArticleResponse = z.object({ Article: ZArticle });
export const ZArticleRequest = z.object({
  id: z.coerce
    .number({ error: `${MSG}.id` })
    .int()
    .positive(`${MSG}.id`),
});
export const ZPublishRequest = z.object({
  id: z.coerce
    .number({ error: `${MSG}.id` })
    .int()
    .positive(`${MSG}.id`),
  published: bool,
});
export const ZAdminListResponse = z.object({
  Articles: z.array(z.object({ Id: z.number().int(), TitleFi: z.string(), PublishAt: z.string(), Published: z.boolean() })),
});

/** POST /api/news/reordercategories (the portal's own, spec 4 §1 drag and drop): every category number in the new order. */
export const ZReorderCategoriesRequest = z.object({
  categoryNumbers: numbers.pipe(z.array(z.number()).min(1, `${MSG}.categories`)),
});
