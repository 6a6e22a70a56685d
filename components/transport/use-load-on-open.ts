"use client";

/**
 * The detail dialogs of transport search and upcoming deliveries: when `item` is set (the dialog
 * opens) its detail is loaded; the previous item stays `shown` while the dialog fades out. A
 * failure closes the dialog and explains it in an alert (spec 1 §8: "A failure when sending to
 * the booking service is shown in an alert"); a 401 is left to the session handling.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError } from "@/lib/client/api-fetch";

export function useLoadOnOpen<T, R>(item: T | null, load: (item: T, signal: AbortSignal) => Promise<R>, onClose: () => void): { shown: T | null; data: R | null } {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [shown, setShown] = useState<T | null>(item);
  const [data, setData] = useState<R | null>(null);

  useEffect(() => {
    if (!item) return;
    setShown(item);
    setData(null);
    const ctrl = new AbortController();
    load(item, ctrl.signal).then(
      (r) => setData(r),
      (e: unknown) => {
        if (ctrl.signal.aborted || (e instanceof ApiError && e.status === 401)) return;
        onClose();
        void dialogs.alert({
          title: t("transport.errors.title"),
          message: e instanceof ApiError && e.body.message && e.status !== 500 ? e.body.message : t("transport.errors.serviceFailed"),
        });
      },
    );
    return () => ctrl.abort();
  }, [item]); // only another item reloads (load and onClose may be new functions on every render)

  return { shown, data };
}
