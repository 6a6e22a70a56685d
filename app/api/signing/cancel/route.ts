import { route } from "@/lib/api/handler";
import { ZAgreementNumberRequest, ZCancelSigningReply } from "@/lib/signing/schemas";
import { cancelSigning } from "@/lib/signing/signing-status";

/** Staff: end an agreement's pending signing link: AgreementNumber → { Cancelled }. 403 for another customer's agreement. */
export const POST = route(
  { input: ZAgreementNumberRequest, roles: ["internal"], output: ZCancelSigningReply },
  ({ db, actor, input, audit }) => cancelSigning(db, { actor, agreementNumber: input.AgreementNumber, ctx: audit }),
);
