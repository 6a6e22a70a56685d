import { route } from "@/lib/api/handler";
import { removeMachine } from "@/lib/machines/remove-machine";
import { ZMachineIdRequest, ZRemoveMachineResponse } from "@/lib/machines/schemas";

/** POST /api/machine/remove-machine (not named in the spec: the detail page's "remove machine"): machineId → { isRemoved }; 403 for another customer's machine. */
export const POST = route(
  { input: ZMachineIdRequest, area: { name: "machines", level: "write" }, output: ZRemoveMachineResponse },
  ({ db, actor, input, audit }) => removeMachine(db, { actor, machineId: input.machineId, ctx: audit }),
);
