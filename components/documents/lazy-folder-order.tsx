"use client";

/**
 * The folder-order widget (React Aria's reorderable list) for agro-desk admins only, loaded when it
 * is first shown: the document library's other users no longer download React Aria with the page
 * (decision 103). On the server it renders as before.
 */
import { lazy, Suspense, type ComponentProps } from "react";

const FolderOrderWidget = lazy(() => import("./folder-order").then((m) => ({ default: m.FolderOrder })));

export function FolderOrder(props: ComponentProps<typeof FolderOrderWidget>) {
  return (
    <Suspense fallback={null}>
      <FolderOrderWidget {...props} />
    </Suspense>
  );
}
