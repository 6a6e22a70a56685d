"use client";

/**
 * The get-warehouse lists for an article and date (spec 2 §7): refetched when they change, the
 * previous request aborted. A reply that is not the expected JSON sends the user to the start
 * page (spec 2 §8); a 401 or HTML reply does so already in apiFetch.
 */
import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api-fetch";
import type { TGetWarehouseResponse } from "@/lib/delivery-assurance/schemas";

export type WarehouseOptionsState = { status: "loading" | "ready" | "failed"; data: TGetWarehouseResponse };

const EMPTY: TGetWarehouseResponse = { warehouses: [], depaAvtals: [] };
const isReply = (x: unknown): x is TGetWarehouseResponse =>
  typeof x === "object" && x !== null && Array.isArray((x as TGetWarehouseResponse).warehouses) && Array.isArray((x as TGetWarehouseResponse).depaAvtals);

export function useWarehouseOptions(opts: { customerNumber: string; isInternal: boolean; itemName: string; deliveryDate: string; action: string; enabled?: boolean }): WarehouseOptionsState {
  const { customerNumber, isInternal, itemName, deliveryDate, action, enabled = true } = opts;
  const [state, setState] = useState<WarehouseOptionsState>({ status: "loading", data: EMPTY });
  // what changed is reported, but does not by itself cause a new request
  const actionRef = useRef(action);
  actionRef.current = action;
  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    setState((s) => ({ status: "loading", data: s.data }));
    apiFetch<unknown>("/api/delivery-assurance/get-warehouse", {
      body: { action: actionRef.current, customerNumber, itemName, deliveryDateStr: deliveryDate, isInternal: isInternal ? "1" : "0" },
      signal: ctrl.signal,
    })
      .then((reply) => {
        if (ctrl.signal.aborted) return;
        if (!isReply(reply)) {
          window.location.assign("/");
          return;
        }
        setState({ status: "ready", data: reply });
      })
      .catch((e) => {
        if (ctrl.signal.aborted) return;
        console.error("[delivery-assurance] get-warehouse failed", e);
        setState({ status: "failed", data: EMPTY });
      });
    return () => ctrl.abort();
  }, [customerNumber, isInternal, itemName, deliveryDate, enabled]);
  return state;
}
