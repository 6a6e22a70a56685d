import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { SearchPage } from "@/components/search/search-page";
import { requireAgroDesk } from "@/lib/agrodesk/access";
import { requireActorPage } from "@/lib/auth/current";
import { getServerT } from "@/lib/i18n/server";
import { runSearch } from "@/lib/search/run-search";
import { SEARCH_PAGE_SIZE, ZSearchRequest } from "@/lib/search/schemas";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getServerT();
  return { title: t("agrodesk.search.title") };
}

/** The agro-desk search page (/agrodesk/kotisivu/haku?query=…); the first page of results comes with the page. */
export default async function SearchRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireActorPage();
  const { t, market } = await getServerT();
  if (market !== "fi") notFound();
  requireAgroDesk(market, actor, "user");
  const sp = await searchParams;
  const query = typeof sp.query === "string" ? sp.query.slice(0, 200) : "";
  const initial = query.trim()
    ? await runSearch(await getDb(), { actor, t, input: ZSearchRequest.parse({ Query: query, Page: 1, PageSize: SEARCH_PAGE_SIZE }) })
    : null;
  return (
    <div className="agrodesk">
      <h1>{t("agrodesk.search.title")}</h1>
      <SearchPage initialQuery={query} initial={initial} />
    </div>
  );
}
