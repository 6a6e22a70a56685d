import { route } from "@/lib/api/handler";
import { ZAgreementNumberRequest, ZSigningStatusReply } from "@/lib/signing/schemas";
import { getSigningStatus } from "@/lib/signing/signing-status";

/** Staff: an agreement's signing links and their state (sent, opened, signed, expired, cancelled): AgreementNumber → { Requests }. 403 for another customer's agreement. */
export const GET = route({ input: ZAgreementNumberRequest, roles: ["internal"], output: ZSigningStatusReply }, ({ db, actor, input }) =>
  getSigningStatus(db, { actor, agreementNumber: input.AgreementNumber }),
);
