"use client";

import type { ReactNode } from "react";
import { FavoritesProvider } from "./favorites";
import { MenuCoordinator } from "./menu-coordinator";
import { ShellContextProvider, type ShellContextValue } from "./shell-context";

/** The signed-in shell's client state: page values, the menus (one open at a time), favourites. */
export function ShellProviders({ value, children }: { value: ShellContextValue; children: ReactNode }) {
  return (
    <ShellContextProvider value={value}>
      <MenuCoordinator>
        <FavoritesProvider internalPaths={value.internalPaths}>{children}</FavoritesProvider>
      </MenuCoordinator>
    </ShellContextProvider>
  );
}
