import { publicRoute } from "@/lib/api/handler";
import { ZCompleteSigningReply, ZCompleteSigningRequest } from "@/lib/signing/schemas";
import { completeSigning } from "@/lib/signing/signing-page";

/** Signs: token, last4, code → { Status: "signed", AgreementNumber }. Idempotent: racing or repeated completions give one signature. */
export const POST = publicRoute({ input: ZCompleteSigningRequest, output: ZCompleteSigningReply }, ({ db, input, ip }) =>
  completeSigning(db, { token: input.token, last4: input.last4, code: input.code, ip }),
);
