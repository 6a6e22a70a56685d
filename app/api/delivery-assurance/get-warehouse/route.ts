import { route } from "@/lib/api/handler";
import { getWarehouse } from "@/lib/delivery-assurance/get-warehouse";
import { ZGetWarehouseRequest, ZGetWarehouseResponse } from "@/lib/delivery-assurance/schemas";

/**
 * The warehouses and depot agreements of the delivery assurance form (spec 2 §7): action,
 * customerNumber, itemName, deliveryDateStr, isInternal → { warehouses: [{Key, Value}],
 * depaAvtals: [{Key, Value}] }. customerNumber (default: the customer in play) is scope-checked (403).
 */
export const POST = route(
  {
    input: ZGetWarehouseRequest,
    area: { name: "logistics", level: "read" },
    output: ZGetWarehouseResponse,
    customer: (i) => i.customerNumber,
  },
  ({ db, actor, market, input }) => getWarehouse(db, { actor, market, input }),
);
