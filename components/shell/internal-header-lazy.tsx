"use client";

/**
 * The internal header in a chunk of its own (decision 110): only staff see it, so a customer's
 * first load does not carry its ~2 kB. The server still renders it into the HTML (React waits for
 * the lazy module there), and on the client the boundary keeps that HTML until the chunk has loaded,
 * so nothing moves when the page hydrates.
 */
import { lazy, Suspense } from "react";
import type { ActedCustomer } from "./internal-header";

const Header = lazy(() => import("./internal-header").then((m) => ({ default: m.InternalHeader })));

export function InternalHeader({ acting }: { acting: ActedCustomer | null }) {
  return (
    <Suspense fallback={null}>
      <Header acting={acting} />
    </Suspense>
  );
}
