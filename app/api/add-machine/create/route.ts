import { route } from "@/lib/api/handler";
import { createMachine } from "@/lib/machines/create-machine";
import { ZCreateMachineRequest, ZCreateMachineResponse } from "@/lib/machines/schemas";

/**
 * POST /api/add-machine/create (spec 1 §7): newMachine (JSON) → { isSaved, machineId }. The spec's
 * anti-forgery token is the wrapper's origin check. 400 per field, 409 for a serial number the
 * customer already has, 403 for a customer out of reach.
 */
export const POST = route(
  {
    input: ZCreateMachineRequest,
    area: { name: "machines", level: "write" },
    output: ZCreateMachineResponse,
    customer: (i) => i.customerNumber,
  },
  ({ db, actor, market, input, audit }) =>
    createMachine(db, { actor, market, machine: input.newMachine, customerNumber: input.customerNumber, ctx: audit }),
);
