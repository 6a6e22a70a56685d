"use client";

/**
 * The internal header (customer search, acting-for bar) is staff's only: its code loads in its own
 * chunk when it is rendered, so customers' pages do not download it with the shell (decision 104).
 * On the server it renders as before, and the page keeps that HTML until the chunk has loaded.
 */
import { lazy, Suspense, type ComponentProps } from "react";

const InternalHeaderWidget = lazy(() => import("./internal-header").then((m) => ({ default: m.InternalHeader })));

export function InternalHeader(props: ComponentProps<typeof InternalHeaderWidget>) {
  return (
    <Suspense fallback={null}>
      <InternalHeaderWidget {...props} />
    </Suspense>
  );
}
