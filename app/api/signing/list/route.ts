import { route } from "@/lib/api/handler";
import { listSigningStates } from "@/lib/signing/list-signing-states";
import { ZSigningListReply, ZSigningListRequest } from "@/lib/signing/schemas";

/** Staff: the acted-for customer's agreements sent for signing with their newest link's state: CustomerNumber → { Agreements }. Never a token. 403 for another customer. */
export const GET = route(
  { input: ZSigningListRequest, roles: ["internal"], customer: (input) => input.CustomerNumber, output: ZSigningListReply },
  ({ db, actor, input }) => listSigningStates(db, { actor, customerNumber: input.CustomerNumber }),
);
