import { route } from "@/lib/api/handler";
import { sendForSigning } from "@/lib/trading/send-for-signing";
import { ZSendForSigningReply, ZSendForSigningRequest } from "@/lib/trading/schemas";

/**
 * Staff send an open agreement for digital signing (spec 2 §7): AgreementNumber, ReceiverId or
 * ReceiverName/-Email/-PersonalNumber/-MobilePhoneNumber, Message → { Message: "OK" }. Also the
 * resend (the old link is voided). Internal users only; another customer's agreement → 403.
 */
export const POST = route(
  { input: ZSendForSigningRequest, roles: ["internal"], output: ZSendForSigningReply },
  ({ db, actor, market, origin, t, input, audit }) => sendForSigning(db, { actor, market, origin, t, input, ctx: audit }),
);
