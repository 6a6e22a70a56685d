"use client";

/**
 * The detail dialogs of transport search and upcoming deliveries: when `item` is set (the dialog
 * opens) its detail loads through the client data layer (`call(item)` gives key, path and
 * parameters); the previous item stays `shown`, with its data, while the dialog fades out. A
 * failure closes the dialog and explains it in an alert (spec 1 §8: "A failure when sending to the
 * booking service is shown in an alert"); a 401 is left to the session handling.
 */
import type { QueryKey } from "@/lib/client/query";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError } from "@/lib/client/api-fetch";
import { isAbort, isSessionEnd, useApiQuery, type ApiParams } from "@/lib/client/query";

export interface DetailCall {
  key: QueryKey;
  path: string;
  params?: ApiParams;
  method?: "GET" | "POST";
}

export function useLoadOnOpen<T, R>(
  item: T | null,
  call: (item: T) => DetailCall,
  onClose: () => void,
): { shown: T | null; data: R | null } {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [shown, setShown] = useState<T | null>(item);
  if (item !== null && item !== shown) setShown(item);
  const current = item ?? shown;
  const c = current === null ? null : call(current);
  const query = useApiQuery<R>(c?.key ?? ["detail", "none"], c?.path ?? "", c?.params, {
    method: c?.method,
    enabled: item !== null,
    staleTime: 0,
  });

  // only a new failure (onClose and the dialogs may be new functions on every render)
  const reportFailure = useEffectEvent(() => {
    const e = query.error;
    if (!query.isError || item === null || isAbort(e) || isSessionEnd(e)) return;
    onClose();
    void dialogs.alert({
      title: t("transport.errors.title"),
      message: e instanceof ApiError && e.body.message && e.status !== 500 ? e.body.message : t("transport.errors.serviceFailed"),
    });
  });
  useEffect(() => {
    reportFailure();
  }, [query.errorUpdatedAt]);

  return { shown, data: query.isError ? null : (query.data ?? null) };
}
