import { route } from "@/lib/api/handler";
import { saveFixedPriceAgreement } from "@/lib/trading/fixed-price";
import { ZSaveFixedPriceRequest } from "@/lib/trading/fixed-price-schemas";
import { ZSaveAgreementReply } from "@/lib/trading/schemas";

/**
 * Saves a fixed price agreement (spec 2 §3 "Fixed price agreement save payload", §7): the spec's
 * JSON plus IdempotencyKey → { Message: "OK", AgreementNumber, SigningUrl }. 400 with field
 * messages (lines as `agreementsLines.<i>.<field>`); 403 out of reach; 409 Error-customerNbrMismatch.
 */
export const POST = route(
  {
    input: ZSaveFixedPriceRequest,
    area: { name: "agreements", level: "write" },
    customer: (input) => input.customerNumber || undefined,
    output: ZSaveAgreementReply,
  },
  ({ db, actor, market, origin, t, input, audit }) => saveFixedPriceAgreement(db, { actor, market, origin, t, input, ctx: audit }),
);
