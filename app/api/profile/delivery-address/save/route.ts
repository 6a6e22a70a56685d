import { route } from "@/lib/api/handler";
import { ZSaveAddressRequest, ZSaveAddressResponse } from "@/lib/profile/address-schemas";
import { ADDRESS_ACCESS } from "@/lib/profile/address-route";
import { saveDeliveryAddress } from "@/lib/profile/save-delivery-address";

/** POST /api/profile/delivery-address/save (issue 12 item 2): creates (no id) or changes a delivery address of the customer in play. */
export const POST = route({ input: ZSaveAddressRequest, output: ZSaveAddressResponse, ...ADDRESS_ACCESS }, ({ db, actor, input, audit }) =>
  saveDeliveryAddress(db, { actor, input, ctx: audit }),
);
