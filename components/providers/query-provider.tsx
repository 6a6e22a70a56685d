"use client";

import { useState, type ReactNode } from "react";
import { QueryClientProvider, createQueryClient } from "@/lib/client/query";

/**
 * The client data layer's cache (decision 023): one QueryClient per browser tab, made once per
 * mount so the server never shares one between requests. Tests pass their own `client`.
 */
export function QueryProvider({ children, client }: { children: ReactNode; client?: ReturnType<typeof createQueryClient> }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
