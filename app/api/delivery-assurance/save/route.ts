import { route } from "@/lib/api/handler";
import { saveDeliveryAssurance } from "@/lib/delivery-assurance/save-delivery-assurance";
import { ZSaveDeliveryAssuranceRequest, ZSaveDeliveryAssuranceResponse } from "@/lib/delivery-assurance/schemas";

/**
 * Submits the delivery assurance form (our call; the spec names none): the form's fields (spec 1
 * §3), customerNumber, createNew/noOfNew (step 2), confirmDuplicate, idempotencyKey (or the
 * Idempotency-Key header) → { success, created, rows }. 400 with field messages; 409 with a
 * `confirmDuplicate` field when a Spon duplicate needs confirming; 403 outside the actor's scope.
 */
export const POST = route(
  {
    input: ZSaveDeliveryAssuranceRequest,
    area: { name: "logistics", level: "write" },
    output: ZSaveDeliveryAssuranceResponse,
    customer: (i) => i.customerNumber,
  },
  ({ db, actor, market, input, audit, req }) => {
    const header = req.headers.get("idempotency-key");
    const withKey = header && !input.idempotencyKey ? { ...input, idempotencyKey: header } : input;
    return saveDeliveryAssurance(db, { actor, market, input: withKey, ctx: audit });
  },
);
