import { route } from "@/lib/api/handler";
import { addSilo } from "@/lib/profile/add-silo";
import { ZAddedResponse, ZAddSiloRequest } from "@/lib/profile/address-schemas";
import { ADDRESS_ACCESS } from "@/lib/profile/address-route";

/** POST /api/profile/delivery-address/add-silo: addressId, Number, Accessibility (10, 18, 24) → { id }. */
export const POST = route({ input: ZAddSiloRequest, output: ZAddedResponse, ...ADDRESS_ACCESS }, ({ db, actor, input, audit }) =>
  addSilo(db, { actor, input, ctx: audit }),
);
