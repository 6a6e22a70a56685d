"use client";

/**
 * sonner's region (toast.tsx loads this module with the first toast; decision 093). `onReady`
 * runs after sonner's <Toaster> has subscribed (a child's effect runs before its parent's), so a
 * toast shown from it is never lost.
 */
import { useEffect } from "react";
import { toast as sonner, Toaster } from "sonner";
import { useTranslation } from "@/lib/i18n/react";

export default function SonnerRegion({ duration, onReady }: { duration: number; onReady: (s: typeof sonner) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    onReady(sonner);
  }, [onReady]);
  return (
    <Toaster
      position="bottom-right"
      duration={duration}
      closeButton
      containerAriaLabel={t("ui.toast.region")}
      toastOptions={{ closeButtonAriaLabel: t("ui.toast.close"), className: "ui-toast" }}
    />
  );
}
