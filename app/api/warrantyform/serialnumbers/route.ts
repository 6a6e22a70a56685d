import { NO_INPUT } from "@/lib/api/contract";
import { route } from "@/lib/api/handler";
import { listSerialNumbers } from "@/lib/warranty/list-stores";
import { ZSerialTableResponse } from "@/lib/warranty/schemas";

/** GET /api/warrantyform/serialnumbers: the serial-number table (machines of the forms the actor sees). */
export const GET = route({ input: NO_INPUT, output: ZSerialTableResponse }, ({ db, actor, market }) =>
  listSerialNumbers(db, { actor, market }),
);
