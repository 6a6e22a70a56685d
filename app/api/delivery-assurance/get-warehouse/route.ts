import { route } from "@/lib/api/handler";
import { getWarehouse } from "@/lib/delivery-assurance/get-warehouse";
import { ZGetWarehouseRequest } from "@/lib/delivery-assurance/schemas";

/**
 * The warehouses and depot agreements of the delivery assurance form (spec 2 §7): action,
 * customerNumber, itemName, deliveryDateStr, isInternal → { warehouses: [{Key, Value}],
 * depaAvtals: [{Key, Value}] }. customerNumber (default: the customer in play) is scope-checked (403).
 */
export const POST = route(
  { input: ZGetWarehouseRequest, customer: (i) => i.customerNumber },
  async ({ db, actor, input }) => getWarehouse(db, { actor, input }),
);
