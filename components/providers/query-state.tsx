"use client";

/**
 * The loading and error states of a query in one place (decision 023): the loader while the first
 * data loads, the translated error when it failed (the screen's own spec text, or the server's
 * message, or the text of its error code), and the data otherwise. A disabled query that has
 * nothing yet renders `idle` (default nothing).
 */
import type { QueryResult } from "@/lib/client/query";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import { ApiError } from "@/lib/client/api-fetch";

export interface QueryStateProps<T> {
  query: Pick<QueryResult<T>, "data" | "error" | "isError" | "isPending" | "fetchStatus" | "refetch">;
  children: (data: T) => ReactNode;
  /** the loader's label (default "Laddar…"), or a whole loader element */
  loading?: string | ReactNode;
  /** the error text (a translation key or a text); default: the server's message or errors.<code> */
  errorText?: string;
  /** the whole error element instead of the default alert */
  error?: (error: unknown, retry: () => void) => ReactNode;
  /** shown for a query that is not enabled and has no data */
  idle?: ReactNode;
}

/** The text of a failed call: the server's message, else the text of its code, else the fallback. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (error: unknown, fallback?: string): string => {
    if (fallback) return i18n.exists(fallback) ? t(fallback) : fallback;
    if (error instanceof ApiError) {
      if (error.body.message) return error.body.message;
      if (i18n.exists(`errors.${error.body.code}`)) return t(`errors.${error.body.code}`);
    }
    return t("errors.INTERNAL");
  };
}

export function QueryState<T>({ query, children, loading, errorText, error, idle = null }: QueryStateProps<T>) {
  const text = useErrorText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  // a failed query being tried again (a retry button) shows the loader, as on the first load
  if (query.isError && query.fetchStatus !== "fetching") {
    if (error) return <>{error(query.error, () => void query.refetch())}</>;
    return (
      <p className="alert alert--error" role="alert">
        {text(query.error, errorText)}
      </p>
    );
  }
  if (query.isPending && query.fetchStatus === "idle") return <>{idle}</>;
  if (loading === undefined || typeof loading === "string") return <Loader showLabel={loading !== undefined} label={loading} />;
  return <>{loading}</>;
}
