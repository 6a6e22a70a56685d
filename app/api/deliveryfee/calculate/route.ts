import { route } from "@/lib/api/handler";
import { calculateDeliveryFee } from "@/lib/delivery-fee/calculate-delivery-fee";
import { ZCalculateDeliveryFeeRequest, ZCalculateDeliveryFeeResponse } from "@/lib/delivery-fee/schemas";

/**
 * The delivery fee calculator (spec 1 §3, §5, §7): JSON or form body supplier, lorryType,
 * deliveryAddressId, quantity, deliveryDate, itemId, isInternal, sort →
 * { found, currency, feePerTon, total, zone, breakdown, … } (structured instead of the legacy markup).
 * 400 with field messages for bad input; 403 for another customer (supplier) or another
 * customer's delivery address.
 */
export const POST = route(
  {
    input: ZCalculateDeliveryFeeRequest,
    area: { name: "prices", level: "read" },
    customer: (input) => input.supplier,
    output: ZCalculateDeliveryFeeResponse,
  },
  ({ db, actor, input }) => calculateDeliveryFee(db, { actor, input }),
);
