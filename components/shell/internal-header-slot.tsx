"use client";

/**
 * The internal header for staff, loaded with its own script (decision 099): only staff see it, so
 * its code (search, results, customer popup) is not part of every other user's first load. The
 * server renders it as before; the browser hydrates it once its chunk has arrived.
 */
import { lazy, Suspense } from "react";
import type { ActedCustomer } from "./internal-header";

const InternalHeader = lazy(() => import("./internal-header").then((m) => ({ default: m.InternalHeader })));

export function InternalHeaderSlot({ acting }: { acting: ActedCustomer | null }) {
  return (
    <Suspense fallback={null}>
      <InternalHeader acting={acting} />
    </Suspense>
  );
}
