"use client";

/**
 * The search page (spec 4 §2, §4, §5; issue 15 item 7): query with suggestions (from 3
 * characters, grouped by content type, at most 4 a group), Enter with more than 3 characters
 * searches, an order-by dropdown, facets for year, page type and category with counts, results
 * with the words marked, load more and the total count. A failed load is logged only (spec 4 §8).
 */
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { areaKey, useApiFetch } from "@/lib/client/query";
import { SEARCH_ORDERS, SEARCH_PAGE_SIZE } from "@/lib/search/constants";
import type { TFacet, TSearchHit, TSearchResponse, TSuggestionsResponse } from "@/lib/search/schemas";
import { canSearch, canSuggest, excerptParts, limitGroups, toggleFacet, type SearchParamsState } from "./search-state";

const SEARCH_PATH = "/agrodesk/kotisivu/haku";

function Facet({ facet, onPick }: { facet: TFacet; onPick: (id: string) => void }) {
  if (!facet.FacetTags.length) return null;
  return (
    <fieldset className="search-facet">
      <legend>{facet.Name}</legend>
      <ul>
        {facet.FacetTags.map((tag) => (
          <li key={tag.Id}>
            <button
              type="button"
              className={tag.Selected ? "search-facet__tag search-facet__tag--on" : "search-facet__tag"}
              aria-pressed={tag.Selected}
              onClick={() => onPick(tag.Id)}
            >
              {tag.Name} ({tag.Count})
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Hit({ hit }: { hit: TSearchHit }) {
  return (
    <li className="search-hit">
      <a href={hit.Url}>{hit.Title}</a>
      <span className="search-hit__meta">
        {hit.Created} · {hit.Type}
      </span>
      <p className="search-hit__text">
        {excerptParts(hit.Text).map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
      </p>
    </li>
  );
}

export function SearchPage({ initialQuery, initial }: { initialQuery: string; initial: TSearchResponse | null }) {
  const { t } = useTranslation();
  const api = useApiFetch();
  const [typed, setTyped] = useState(initialQuery);
  const [state, setState] = useState<SearchParamsState>({
    Query: initialQuery,
    Page: 1,
    PublishYear: 2000,
    PageType: [],
    Category: [],
    OrderBy: "relevance",
  });
  const [result, setResult] = useState<TSearchResponse | null>(initial);
  const [hits, setHits] = useState<TSearchHit[]>(initial?.Hits ?? []);
  const [lastPageSize, setLastPageSize] = useState(initial?.Hits.length ?? 0);
  const [suggestions, setSuggestions] = useState<TSuggestionsResponse["Groups"]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** the latest suggestion request: an older reply (or one that arrives after Enter) is dropped */
  const suggestSeq = useRef(0);

  async function run(next: SearchParamsState, append: boolean) {
    setState(next);
    if (!next.Query.trim()) return;
    const body = { ...next, PageSize: SEARCH_PAGE_SIZE };
    try {
      const r = await api.fetch<TSearchResponse>(areaKey("search", body), "/api/content/search/result", body, { log: "search" });
      setResult(r);
      setHits((h) => (append ? [...h, ...r.Hits] : r.Hits));
      setLastPageSize(r.Hits.length);
    } catch {
      // logged by the query layer (spec 4 §8)
    }
  }

  function onType(text: string) {
    setTyped(text);
    if (timer.current) clearTimeout(timer.current);
    const seq = ++suggestSeq.current;
    if (!canSuggest(text)) {
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(() => {
      api
        .fetch<TSuggestionsResponse>(
          areaKey("suggest", text),
          "/api/content/search/suggestions",
          { query: text, count: 50 },
          { method: "GET", log: "suggestions" },
        )
        .then((r) => {
          if (seq === suggestSeq.current) setSuggestions(limitGroups(r.Groups));
        })
        .catch(() => undefined);
    }, 150);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== "Enter") return;
    e.preventDefault();
    if (!canSearch(typed)) return;
    if (timer.current) clearTimeout(timer.current);
    suggestSeq.current++;
    setSuggestions([]);
    window.history.replaceState(null, "", `${SEARCH_PATH}?query=${encodeURIComponent(typed.trim())}`);
    void run({ ...state, Query: typed.trim(), Page: 1, PublishYear: 2000, PageType: [], Category: [] }, false);
  }

  const more = result !== null && lastPageSize >= SEARCH_PAGE_SIZE && hits.length < result.TotalCount;
  return (
    <div className="search-page">
      <div className="search-page__box">
        <label htmlFor="search-query">{t("agrodesk.search.query")}</label>
        <input
          id="search-query"
          type="search"
          value={typed}
          autoComplete="off"
          onChange={(e) => onType(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="search-hint"
        />
        <p id="search-hint" className="field-hint">
          {t("agrodesk.search.minChars")}
        </p>
        {suggestions.length ? (
          <div className="search-suggestions" role="region" aria-label={t("agrodesk.search.suggestions")}>
            {suggestions.map((g) => (
              <div key={g.PageContentType} className="search-suggestions__group">
                <h3>{g.PageContentType}</h3>
                <ul>
                  {g.Items.map((i) => (
                    <li key={i.Url}>
                      <a href={i.Url}>{i.Name}</a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="search-order">{t("agrodesk.search.orderBy")}</label>
        <select id="search-order" value={state.OrderBy} onChange={(e) => void run({ ...state, OrderBy: e.target.value, Page: 1 }, false)}>
          {SEARCH_ORDERS.map((o) => (
            <option key={o} value={o}>
              {t(`agrodesk.search.orders.${o}`)}
            </option>
          ))}
        </select>
      </div>
      {result ? (
        <>
          <p aria-live="polite" className="search-page__total">
            {t("agrodesk.search.total", { count: result.TotalCount })}
          </p>
          <div className="search-page__facets">
            <Facet facet={result.YearFacets} onPick={(id) => void run(toggleFacet(state, "year", id), false)} />
            <Facet facet={result.ContentTypes} onPick={(id) => void run(toggleFacet(state, "type", id), false)} />
            <Facet facet={result.Categories} onPick={(id) => void run(toggleFacet(state, "category", id), false)} />
          </div>
          {hits.length === 0 ? <p>{t("agrodesk.search.noResults")}</p> : null}
          <ul className="search-page__hits">
            {hits.map((h, i) => (
              <Hit key={`${h.Url}-${i}`} hit={h} />
            ))}
          </ul>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={!more}
            onClick={() => void run({ ...state, Page: state.Page + 1 }, true)}
          >
            {t("agrodesk.search.loadMore")}
          </button>
        </>
      ) : null}
    </div>
  );
}
