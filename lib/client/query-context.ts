/**
 * Where the tab's query client lives (decision 111). <QueryProvider> in the root layout provides a
 * holder; the query hooks (`lib/client/query.ts`) make the client on first use, so the cache's code
 * is loaded by pages that query, not by every page. A mutation invalidates through the holder: with
 * no client yet, nothing is cached and there is nothing to mark stale.
 */
import { createContext } from "react";
import type { QueryClient } from "./query-cache";

export interface QueryClientHolder {
  client: QueryClient | null;
}

export const QueryClientContext = createContext<QueryClientHolder | null>(null);
