import { publicRoute, RESPONSE } from "@/lib/api/handler";
import { ZSigningTokenRequest } from "@/lib/signing/schemas";
import { signingDocument } from "@/lib/signing/signing-page";

/** The agreement behind a link as PDF (the sealed one once sealed): token (form post, target=_blank). */
export const POST = publicRoute({ input: ZSigningTokenRequest, output: RESPONSE }, ({ db, input, ip }) =>
  signingDocument(db, { token: input.token, ip }),
);
