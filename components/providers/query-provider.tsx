"use client";

import { useState, type ReactNode } from "react";
import type { QueryClient } from "@/lib/client/query-cache";
import { QueryClientContext, type QueryClientHolder } from "@/lib/client/query-context";

/**
 * The client data layer's cache (decisions 023, 111): one QueryClient per browser tab, made by the
 * first query hook that needs it (so a page without queries does not load the cache's code) and
 * kept in a holder made once per mount, so the server never shares one between requests. Tests
 * pass their own `client`.
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [holder] = useState<QueryClientHolder>(() => ({ client: client ?? null }));
  return <QueryClientContext.Provider value={holder}>{children}</QueryClientContext.Provider>;
}
