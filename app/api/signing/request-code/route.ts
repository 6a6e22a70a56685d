import { publicRoute } from "@/lib/api/handler";
import { ZCodeSentReply, ZRequestCodeRequest } from "@/lib/signing/schemas";
import { requestSigningCode } from "@/lib/signing/signing-page";

/** Identity check, step 1: token, last4 (of the personal number) → a one-time code to the receiver's e-mail or mobile. 400 for wrong digits; 429 after too many tries. */
export const POST = publicRoute({ input: ZRequestCodeRequest, output: ZCodeSentReply }, ({ db, input, ip }) =>
  requestSigningCode(db, { token: input.token, last4: input.last4, ip }),
);
