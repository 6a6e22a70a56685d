"use client";

/**
 * What every part of My agreements needs to call the API: the customer chosen in the page's
 * dropdown (and whether it is a sub-customer: the "-subcustomer" call variants), the page id,
 * the abort signal of the current customer (changing customer aborts every pending call), the
 * market for formatting and the IsInternal page value for the `{isInternal}` path segment.
 */
import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { subCustomerVariant } from "@/lib/customers/sub-customer-variant";
import { formatNumber, unitKey } from "@/lib/agreements/format";
import type { Market } from "@/lib/market";

export interface AgreementsContextValue {
  market: Market;
  pageId: number;
  customerNumber: string;
  isSubCustomer: boolean;
  /** the IsInternal page value ("1" for staff); the server decides what it shows */
  isInternalFlag: "0" | "1";
  signal: AbortSignal;
}

const Ctx = createContext<AgreementsContextValue | null>(null);
export const AgreementsContextProvider = Ctx.Provider;

export function useAgreements(): AgreementsContextValue {
  const v = useContext(Ctx);
  if (!v) throw new Error("useAgreements() needs <AgreementsContextProvider>");
  return v;
}

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === "AbortError";

/** API helpers bound to the chosen customer. */
export function useAgreementsApi() {
  const ctx = useAgreements();
  const post = useCallback(
    <T,>(path: string, body: Record<string, unknown>, opts: { variant?: boolean } = {}) =>
      apiFetch<T>(opts.variant ? subCustomerVariant(path, ctx) : path, { body, signal: ctx.signal }),
    [ctx],
  );
  const get = useCallback(<T,>(path: string) => apiFetch<T>(path, { method: "GET", signal: ctx.signal }), [ctx]);
  return { ...ctx, post, get };
}

export type LoadState<T> = { status: "loading" } | { status: "ok"; data: T } | { status: "error" };

/**
 * Runs `load` when the component mounts (and when `key` changes); a failure is logged to the
 * console (spec 1 §8: "on failure only a console log") and gives the error state, never a hang.
 */
export function useLoad<T>(what: string, load: () => Promise<T>, key: unknown): [LoadState<T>, (next: LoadState<T>) => void, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    load().then(
      (data) => live && setState({ status: "ok", data }),
      (e) => {
        if (isAbort(e) || (e instanceof ApiError && e.status === 401)) return;
        console.error(`[agreements] ${what} failed`, e);
        if (live) setState({ status: "error" });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `key` says when to load again
  }, [key, attempt]);
  return [state, setState, () => setAttempt((n) => n + 1)];
}

/** "12,5 ton" (sv) / "12,5 t" (fi) and the like for other units. */
export function useQuantity() {
  const { t } = useTranslation();
  const { market } = useAgreements();
  return (value: number, unit = "ton") => t("agreements.units.quantity", { value: formatNumber(value, market), unit: t(`agreements.units.${unitKey(unit)}`) });
}
