import "server-only";
import type { DbOrTx } from "@/db";
import type { Market } from "@/lib/market";
import { sourceStateFromCookie, type TableQueryState } from "@/lib/ui/table-state";
import { DEFAULT_SORT, sortableKeys } from "./columns";
import type { TSeedTableReply } from "./schemas";
import { listSeedTable } from "./tables";

export type SeedFirstPage = TSeedTableReply & { state: TableQueryState };

/**
 * The growers table's page that the seed production page opens with: the state the table
 * remembers (`remembered`, its cookie's value) over the defaults, and that page's rows, so the
 * page shows them at once (decision 110).
 */
export async function readFirstSeedPage(
  db: DbOrTx,
  { market, remembered }: { market: Market; remembered?: string },
): Promise<SeedFirstPage> {
  const state = sourceStateFromCookie(remembered, {
    sortable: sortableKeys("growers"),
    defaultSort: { id: DEFAULT_SORT.growers, dir: "asc" },
  });
  const page = await listSeedTable(db, {
    market,
    table: "growers",
    q: "",
    page: state.page,
    pageSize: state.pageSize,
    ...(state.sort && state.dir ? { sort: state.sort, dir: state.dir } : {}),
  });
  return { state, ...page };
}
