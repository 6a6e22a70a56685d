import { route } from "@/lib/api/handler";
import { addReceiver } from "@/lib/profile/add-receiver";
import { ZAddedResponse, ZAddReceiverRequest } from "@/lib/profile/address-schemas";
import { ADDRESS_ACCESS } from "@/lib/profile/address-route";

/** POST /api/profile/delivery-address/add-receiver: addressId, Name, Mobile and/or Email → { id }. */
export const POST = route({ input: ZAddReceiverRequest, output: ZAddedResponse, ...ADDRESS_ACCESS }, ({ db, actor, input, audit }) =>
  addReceiver(db, { actor, input, ctx: audit }),
);
