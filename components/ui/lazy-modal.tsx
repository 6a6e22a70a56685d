"use client";

/**
 * `<Modal>` for screens whose modal is closed when the page opens (a maximum notice, an edit or
 * preview dialog): the same component and props as components/ui/modal.tsx, but its code — React
 * Aria's overlay, dialog and focus handling, ~35 kB gzip — loads when it is first opened, not with
 * the page (decision 104). From then on it stays mounted, so it fades out and in as before.
 * Dialogs that are themselves loaded on demand import components/ui/modal directly.
 *
 * Should its code not arrive (offline, and not kept by a service worker), the page stays as it is:
 * the browser's own alert (the portal's dialogs are code that did not arrive either) says the window
 * could not be opened and asks for a reload, and the modal counts as closed (decision 110).
 */
import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { ModalProps } from "./modal";
import { useOpenedOnce } from "./use-opened-once";

/** Each time it is opened: the browser's alert, and the modal counts as closed. */
function Unavailable({ open, onClose }: ModalProps) {
  const { t } = useTranslation();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    window.alert(t("ui.dialog.unavailable"));
    close.current();
  }, [open, t]);
  return null;
}

const ModalNow = lazy((): Promise<{ default: ComponentType<ModalProps> }> =>
  import("./modal").then(
    (m) => ({ default: m.Modal }),
    () => ({ default: Unavailable }),
  ),
);

export function Modal(props: ModalProps) {
  // mounted from the first opening on
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ModalNow {...props} />
    </Suspense>
  );
}
