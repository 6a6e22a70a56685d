import "server-only";
import type { DbOrTx } from "@/db";
import type { Actor } from "@/lib/auth/actor";
import { agroDate } from "@/lib/agrodesk/format";
import { getSearchEngine, type FacetCount } from "@/lib/integrations/search";
import type { TFunction } from "@/lib/i18n/instance";
import { DEFAULT_PUBLISH_YEAR, type TFacet, type TSearchResponse, type TSuggestionsResponse, type ZSearchRequest } from "./schemas";
import type { z } from "zod";
import { searchViewer } from "./viewer";

type Req = z.infer<typeof ZSearchRequest>;

function facet(name: string, counts: FacetCount[], selected: (v: string) => boolean, label: (v: string) => string): TFacet {
  return { Name: name, FacetTags: counts.map((c) => ({ Name: label(c.value), Id: c.value, Count: c.count, Selected: selected(c.value) })) };
}

/** POST /api/content/search/result: the viewer's hits, total and facets (decision 058). */
export async function runSearch(db: DbOrTx, opts: { actor: Actor; t: TFunction; input: Req }): Promise<TSearchResponse> {
  const { input, t } = opts;
  const viewer = await searchViewer(db, opts.actor);
  const r = await getSearchEngine().search(db, viewer, {
    query: input.Query,
    page: input.Page,
    pageSize: input.PageSize,
    publishYear: input.PublishYear,
    pageTypes: input.PageType,
    categories: input.Category,
    orderBy: input.OrderBy,
  });
  const typeName = (v: string) => String(t(`agrodesk.search.types.${v}`));
  return {
    TotalCount: r.total,
    Hits: r.hits.map((h) => ({ Url: h.url, Title: h.title, Created: agroDate(h.created), Type: typeName(h.type), Text: h.text })),
    YearFacets: facet(
      String(t("agrodesk.search.facets.year")),
      r.years,
      (v) => input.PublishYear !== DEFAULT_PUBLISH_YEAR && String(input.PublishYear) === v,
      (v) => v,
    ),
    ContentTypes: facet(String(t("agrodesk.search.facets.type")), r.types, (v) => input.PageType.includes(v as never), typeName),
    Categories: facet(
      String(t("agrodesk.search.facets.category")),
      r.categories,
      (v) => input.Category.includes(v),
      (v) => v,
    ),
  };
}

/** GET /api/content/search/suggestions: titles by prefix (or close to it), grouped by content type. */
export async function runSuggestions(
  db: DbOrTx,
  opts: { actor: Actor; t: TFunction; query: string; count: number },
): Promise<TSuggestionsResponse> {
  if (opts.query.trim().length < 3) return { Groups: [] };
  const viewer = await searchViewer(db, opts.actor);
  const items = await getSearchEngine().suggest(db, viewer, opts.query, opts.count);
  const groups = new Map<string, TSuggestionsResponse["Groups"][number]>();
  for (const s of items) {
    const type = String(opts.t(`agrodesk.search.types.${s.type}`));
    const g = groups.get(type) ?? { PageContentType: type, Items: [] };
    groups.set(type, g);
    g.Items.push({ PageContentType: type, Url: s.url, Name: s.name });
  }
  // the box shows at most 4 per group (spec 4 §9, SUGGESTIONS_PER_GROUP); the reply keeps what was asked for
  return { Groups: [...groups.values()] };
}
