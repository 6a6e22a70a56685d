"use client";

/**
 * Toasts for quiet confirmations where the spec has no dialog or text on the page (decision 022):
 * sonner 2 (React Aria's toast is still UNSTABLE_ in 1.22). The region is a labelled live region
 * (polite); a toast never takes focus, pauses while hovered or focused, closes after 4 s or with
 * its close button, and Alt+T moves focus to the region. Errors and questions stay dialogs
 * (useDialogs), since a toast can be missed.
 *
 * `<ToastRegion>` is mounted once by `<DialogProvider>`; call `toast.success(text)` anywhere.
 */
import { toast as sonner, Toaster } from "sonner";
import { useTranslation } from "react-i18next";

export const TOAST_DURATION_MS = 4000;

export type ToastKind = "success" | "info" | "warning";

/** Shows a quiet confirmation; returns its id (for `toast.dismiss`). */
function show(kind: ToastKind, message: string): string | number {
  return sonner[kind](message);
}

export const toast = {
  success: (message: string) => show("success", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};

export function ToastRegion() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      containerAriaLabel={t("ui.toast.region")}
      toastOptions={{ closeButtonAriaLabel: t("ui.toast.close"), className: "ui-toast" }}
    />
  );
}
