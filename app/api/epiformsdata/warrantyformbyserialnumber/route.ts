import { route } from "@/lib/api/handler";
import { findBySerialNumber } from "@/lib/warranty/get-submission";
import { ZSerialRequest, ZSerialResponse } from "@/lib/warranty/schemas";

/** GET /api/epiformsdata/warrantyformbyserialnumber?serialnumber= (spec 4 §7): customer and machine values to prefill. */
export const GET = route({ input: ZSerialRequest, output: ZSerialResponse }, ({ db, actor, market, input }) =>
  findBySerialNumber(db, { actor, market, serial: input.serialnumber }),
);
