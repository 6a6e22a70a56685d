import { route } from "@/lib/api/handler";
import { ZRemovedResponse, ZRemoveRequest } from "@/lib/profile/address-schemas";
import { ADDRESS_ACCESS } from "@/lib/profile/address-route";
import { removeSilo } from "@/lib/profile/remove-silo";

/** POST /api/profile/delivery-address/remove-silo: id of the silo. */
export const POST = route({ input: ZRemoveRequest, output: ZRemovedResponse, ...ADDRESS_ACCESS }, ({ db, actor, input, audit }) =>
  removeSilo(db, { actor, siloId: input.id, ctx: audit }),
);
