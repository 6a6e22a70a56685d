"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import type { Market } from "@/lib/market";
import { isAgroDeskSection } from "@/lib/shell/agro-desk";

/** The sticky site header element; marks the agro-desk section for its compact menu styling. */
export function HeaderFrame({ market, children }: { market: Market; children: ReactNode }) {
  const pathname = usePathname() ?? "/";
  const agro = isAgroDeskSection(market, pathname);
  return (
    <header className={`site-header${agro ? " site-header--agrodesk" : ""}`} data-section={agro ? "agrodesk" : undefined}>
      {children}
    </header>
  );
}
