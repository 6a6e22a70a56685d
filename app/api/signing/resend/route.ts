import { route } from "@/lib/api/handler";
import { resendSigning } from "@/lib/signing/resend-signing";
import { ZAgreementNumberRequest, ZResendSigningReply } from "@/lib/signing/schemas";

/** Staff: a new signing link to the newest link's receiver (the old one voided): AgreementNumber → { Message: "OK" }. 403 for another customer's agreement; 409 when signed. */
export const POST = route(
  { input: ZAgreementNumberRequest, roles: ["internal"], output: ZResendSigningReply },
  ({ db, actor, origin, input, audit }) => resendSigning(db, { actor, origin, agreementNumber: input.AgreementNumber, ctx: audit }),
);
