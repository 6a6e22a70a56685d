"use client";

/**
 * The get-warehouse lists for an article and date (spec 2 §7), through the client data layer:
 * loaded again when they change (the previous request aborted), the last lists kept while the next
 * load. A reply that is not the expected JSON sends the user to the start page (spec 2 §8); a 401
 * or HTML reply does so already in apiFetch. `initial`: the server's reply for no article and no
 * date (the page's first lists, shown at once without a call).
 */
import { useState } from "react";
import { customerKey, useApiQuery } from "@/lib/client/query";
import type { TGetWarehouseResponse } from "@/lib/delivery-assurance/schemas";

export type WarehouseOptionsState = { status: "loading" | "ready" | "failed"; data: TGetWarehouseResponse };

const EMPTY: TGetWarehouseResponse = { warehouses: [], depaAvtals: [] };
const isReply = (x: unknown): x is TGetWarehouseResponse =>
  typeof x === "object" &&
  x !== null &&
  Array.isArray((x as TGetWarehouseResponse).warehouses) &&
  Array.isArray((x as TGetWarehouseResponse).depaAvtals);

export function useWarehouseOptions(opts: {
  customerNumber: string;
  isInternal: boolean;
  itemName: string;
  deliveryDate: string;
  action: string;
  enabled?: boolean;
  initial?: TGetWarehouseResponse;
}): WarehouseOptionsState {
  const { customerNumber, isInternal, itemName, deliveryDate, action, enabled = true } = opts;
  const initial = itemName === "" && deliveryDate === "" ? opts.initial : undefined;
  // what changed is reported, but does not by itself cause a new request (it is not part of the key):
  // the action is taken when the keyed values change (state adjusted while rendering, React's pattern for it)
  const [keyed, setKeyed] = useState({ itemName, deliveryDate, customerNumber, isInternal, action });
  if (
    keyed.itemName !== itemName ||
    keyed.deliveryDate !== deliveryDate ||
    keyed.customerNumber !== customerNumber ||
    keyed.isInternal !== isInternal
  ) {
    setKeyed({ itemName, deliveryDate, customerNumber, isInternal, action });
  }
  const query = useApiQuery<unknown>(
    [...customerKey(customerNumber, "delivery-assurance", "warehouses"), { itemName, deliveryDate, isInternal }],
    "/api/delivery-assurance/get-warehouse",
    { action: keyed.action, customerNumber, itemName, deliveryDateStr: deliveryDate, isInternal: isInternal ? "1" : "0" },
    { enabled, keepPrevious: true, initialData: initial, log: "[delivery-assurance] get-warehouse" },
  );
  const reply = query.data;
  if (reply !== undefined && !query.isPlaceholderData && !isReply(reply)) {
    window.location.assign("/");
    return { status: "loading", data: EMPTY };
  }
  if (query.isError) return { status: "failed", data: EMPTY };
  if (query.isPending || query.isPlaceholderData || query.isFetching) return { status: "loading", data: isReply(reply) ? reply : EMPTY };
  return { status: "ready", data: isReply(reply) ? reply : EMPTY };
}
