import { route } from "@/lib/api/handler";
import { listMachinesByCategory } from "@/lib/machines/list-machines-by-category";
import { ZMachinesByCategoryRequest, ZMachinesByCategoryResponse } from "@/lib/machines/schemas";

/** GET /api/book-service/get-machine-by-category (spec 1 §7): categoryKey → [{ id, modelName, serialNumber, registerNumber }] of the customer in play. */
export const GET = route(
  {
    input: ZMachinesByCategoryRequest,
    area: { name: "machines", level: "read" },
    output: ZMachinesByCategoryResponse,
    customer: (i) => i.customerNumber,
  },
  ({ db, actor, input }) => listMachinesByCategory(db, { actor, categoryKey: input.categoryKey, customerNumber: input.customerNumber }),
);
