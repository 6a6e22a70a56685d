import { route } from "@/lib/api/handler";
import { ZRemovedResponse, ZRemoveRequest } from "@/lib/profile/address-schemas";
import { ADDRESS_ACCESS } from "@/lib/profile/address-route";
import { removeReceiver } from "@/lib/profile/remove-receiver";

/** POST /api/profile/delivery-address/remove-receiver: id of the receiver. */
export const POST = route({ input: ZRemoveRequest, output: ZRemovedResponse, ...ADDRESS_ACCESS }, ({ db, actor, input, audit }) =>
  removeReceiver(db, { actor, receiverId: input.id, ctx: audit }),
);
