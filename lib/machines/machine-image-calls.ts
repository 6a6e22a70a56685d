/** The machine image calls (spec 1 §7 "Avatars": /api/machine/machine-upload-avatar, -delete-avatar with machineId), one image call pair. */
import { z } from "zod";
import { imageCalls } from "@/lib/files/image-calls";
import { deleteMachineImage, uploadMachineImage } from "./machine-image";
import { MACHINE_MESSAGES, rowId } from "./schemas";

export const machineImageCalls = imageCalls({
  owner: z.object({ machineId: rowId(MACHINE_MESSAGES.machineId) }),
  area: { name: "machines", level: "write" },
  upload: ({ db, actor, market, input, audit }, file) =>
    uploadMachineImage(db, { actor, market, machineId: input.machineId, file, ctx: audit }),
  remove: ({ db, actor, input, audit }) => deleteMachineImage(db, { actor, machineId: input.machineId, ctx: audit }),
});
