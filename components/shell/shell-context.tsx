"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { Market } from "@/lib/market";

/**
 * The page values of the shell for client components (spec 1 §3 "Page values", "Customer context"):
 * the customer in play, whether it is a sub-customer (pick the "-subcustomer" call variant with
 * lib/customers/sub-customer-variant.ts) and whether the user is internal staff.
 */
export interface ShellContextValue {
  market: Market;
  activeCustomerNumber: string | null;
  isSubCustomer: boolean;
  parentCustomerNumber: string | null;
  isInternal: boolean;
  isActingAsStaff: boolean;
  /** paths of internal pages (audience "internal"), see lib/shell/internal-page.ts */
  internalPaths: string[];
}

const ShellContext = createContext<ShellContextValue | null>(null);

export function ShellContextProvider({ value, children }: { value: ShellContextValue; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

/** The shell's page values; null outside the signed-in layout. */
export function useShellContext(): ShellContextValue | null {
  return useContext(ShellContext);
}
