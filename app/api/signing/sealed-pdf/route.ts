import { route, RESPONSE } from "@/lib/api/handler";
import { ZAgreementNumberRequest } from "@/lib/signing/schemas";
import { sealedPdf } from "@/lib/signing/signing-status";

/** The sealed (PAdES-signed) PDF of a signed agreement: AgreementNumber → PDF. 403 for another customer's agreement, 404 until sealed. */
export const GET = route({ input: ZAgreementNumberRequest, output: RESPONSE }, ({ db, actor, input }) =>
  sealedPdf(db, { actor, agreementNumber: input.AgreementNumber }),
);
