import { z } from "zod";
import { route } from "@/lib/api/handler";
import { deleteDeliveryAddress } from "@/lib/profile/delete-delivery-address";

const ZRequest = z.object({
  addressNumber: z.coerce.number().int().positive(),
  pageId: z.coerce.number().int().nonnegative(),
});
const ZResponse = z.object({ success: z.literal(true), redirectUrl: z.string() });

/** POST /api/handle-delivery-address/delete/{addressNumber}/{pageId} (spec 1 §7, a GET there) → { redirectUrl }. */
export const POST = route({ input: ZRequest, output: ZResponse }, ({ db, actor, input, market, audit }) =>
  deleteDeliveryAddress(db, { actor, addressNumber: input.addressNumber, pageId: input.pageId, market, ctx: audit }),
);
