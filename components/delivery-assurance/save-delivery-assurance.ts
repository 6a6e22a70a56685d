"use client";

/** The delivery assurance's save call and its Spon duplicate question (spec 1 §7, spec 2 §4), shared by step 1 and "create more". */
import { ApiError } from "@/lib/client/api-fetch";
import { useApiMutation } from "@/lib/client/mutation";
import type { TSaveDeliveryAssuranceResponse } from "@/lib/delivery-assurance/schemas";

/** The save call (a state change: never retried automatically). */
export function useSaveDeliveryAssurance() {
  return useApiMutation<TSaveDeliveryAssuranceResponse, Record<string, unknown>>("/api/delivery-assurance/save").mutateAsync;
}

/** Posts the save call; asks to confirm a Spon duplicate and posts again when confirmed. Returns null when the user closed the question. */
export async function submitWithDuplicateCheck(
  save: (body: Record<string, unknown>) => Promise<TSaveDeliveryAssuranceResponse>,
  body: Record<string, unknown>,
  confirm: () => Promise<boolean>,
): Promise<TSaveDeliveryAssuranceResponse | null> {
  try {
    return await save(body);
  } catch (e) {
    if (e instanceof ApiError && e.status === 409 && e.body.fields?.confirmDuplicate) {
      if (!(await confirm())) return null;
      return save({ ...body, confirmDuplicate: "1" });
    }
    throw e;
  }
}
