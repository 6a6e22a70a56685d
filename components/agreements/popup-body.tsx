"use client";

/**
 * What the popups of My agreements share (spec 1 §2): each loads when it opens; while it loads a
 * labelled loader shows, and a failure is logged by the data layer and shown as a message in the
 * popup.
 */
import type { QueryResult } from "@/lib/client/query";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { QueryState } from "@/components/providers/query-state";
import { Loader } from "@/components/ui/loader";
import { useAgreements, useAgreementsQuery } from "./agreements-context";

export function PopupBody<T>({ query, children }: { query: QueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <QueryState query={query} loading={<Loader showLabel label={t("agreements.popup.loading")} />} errorText="agreements.popup.failed">
      {children}
    </QueryState>
  );
}

/**
 * The popup's call, loaded when it opens: GET …/farmsample/{id}/{isInternal}, or for a sub-customer
 * …/farmsample-subcustomer/{id}/{customer}/{isInternal} (the same for pricehedging).
 */
export function usePopupQuery<T>(kind: "farmsample" | "pricehedging", what: string, agreementNumber: string) {
  const api = useAgreements();
  const id = encodeURIComponent(agreementNumber);
  const path = api.isSubCustomer
    ? `/api/agreement/${kind}-subcustomer/${id}/${encodeURIComponent(api.customerNumber)}/${api.isInternalFlag}`
    : `/api/agreement/${kind}/${id}/${api.isInternalFlag}`;
  return useAgreementsQuery<T>(`${what} ${agreementNumber}`, path, null, { method: "GET" });
}
