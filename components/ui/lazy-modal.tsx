"use client";

/**
 * `<Modal>` for screens whose modal is closed when the page opens (a maximum notice, an edit or
 * preview dialog): the same component and props as components/ui/modal.tsx, but its code — React
 * Aria's overlay, dialog and focus handling, ~35 kB gzip — loads when it is first opened, not with
 * the page (decision 104). From then on it stays mounted, so it fades out and in as before.
 * Dialogs that are themselves loaded on demand import components/ui/modal directly.
 */
import { lazy, Suspense } from "react";
import type { ModalProps } from "./modal";
import { useOpenedOnce } from "./use-opened-once";

const ModalNow = lazy(() => import("./modal").then((m) => ({ default: m.Modal })));

export function Modal(props: ModalProps) {
  // mounted from the first opening on
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ModalNow {...props} />
    </Suspense>
  );
}
