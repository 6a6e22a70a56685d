import { publicRoute } from "@/lib/api/handler";
import { ZSigningStateReply, ZSigningTokenRequest } from "@/lib/signing/schemas";
import { openSigning } from "@/lib/signing/signing-page";

/** The signing page's state behind a link (no session; the token is the key): token → { AgreementNumber, Status, ReceiverName, CodeChannel, ExpiresAt, SignedAt }. 404 for an unknown, ended or expired link. */
export const POST = publicRoute({ input: ZSigningTokenRequest, output: ZSigningStateReply }, ({ db, input, ip }) =>
  openSigning(db, { token: input.token, ip }),
);
