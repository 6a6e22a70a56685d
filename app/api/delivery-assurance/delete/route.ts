import { route } from "@/lib/api/handler";
import { deleteDeliveryAssurance } from "@/lib/delivery-assurance/delete-delivery-assurance";
import { ZDeleteDeliveryAssuranceRequest, ZDeleteDeliveryAssuranceResponse } from "@/lib/delivery-assurance/schemas";

/**
 * Deletes a delivery assurance (spec 2 §7): ioNumber, lineNumber → { success, message }. Another
 * customer's assurance is 403; a booked or delivered one 409 and an unknown one 404, each with
 * the message the step 2 error dialog shows (spec 2 §8).
 */
export const POST = route(
  { input: ZDeleteDeliveryAssuranceRequest, area: { name: "logistics", level: "write" }, output: ZDeleteDeliveryAssuranceResponse },
  ({ db, actor, market, input, audit }) => deleteDeliveryAssurance(db, { actor, market, input, ctx: audit }),
);
