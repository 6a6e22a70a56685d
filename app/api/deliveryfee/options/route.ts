import { route } from "@/lib/api/handler";
import { listDeliveryFeeOptions } from "@/lib/delivery-fee/list-delivery-fee-options";
import { ZDeliveryFeeOptionsRequest, ZDeliveryFeeOptionsResponse } from "@/lib/delivery-fee/schemas";

/**
 * The calculator form's lists (not in the spec): optional supplier (customer number, default the
 * customer in play) → { customerNumber, currency, lorryTypes, deliveryAddresses, items }.
 * 403 for a customer out of reach.
 */
export const POST = route(
  {
    input: ZDeliveryFeeOptionsRequest,
    area: { name: "prices", level: "read" },
    customer: (input) => input.supplier,
    output: ZDeliveryFeeOptionsResponse,
  },
  ({ db, actor, input }) => listDeliveryFeeOptions(db, { actor, supplier: input.supplier }),
);
