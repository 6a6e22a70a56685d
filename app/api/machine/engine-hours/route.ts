import { route } from "@/lib/api/handler";
import { refreshEngineHours } from "@/lib/machines/refresh-engine-hours";
import { ZEngineHoursResponse, ZMachineIdRequest } from "@/lib/machines/schemas";

/**
 * POST /api/machine/engine-hours (the spec's vehicle-data lookup, made through the portal):
 * machineId → { engineHours, engineHoursAt }, read by VIN and kept on the machine (a state change, so POST).
 */
export const POST = route(
  { input: ZMachineIdRequest, area: { name: "machines", level: "read" }, output: ZEngineHoursResponse },
  ({ db, actor, input }) => refreshEngineHours(db, { actor, machineId: input.machineId }),
);
