import { route } from "@/lib/api/handler";
import { saveAgreement } from "@/lib/trading/save-agreement";
import { ZSaveAgreementReply, ZSaveAgreementRequest } from "@/lib/trading/schemas";

/**
 * Saves a purchasing agreement or a price watch (spec 2 §7, §8): the agreement form's fields plus
 * IdempotencyKey → { Message: "OK", AgreementNumber, SigningUrl, PriceWatchId }. 400 with the
 * spec's field messages; 403 for a customer out of reach or another customer's agreement;
 * 409 `Error-customerNbrMismatch` when CustomerNumber is not the active customer.
 */
export const POST = route(
  {
    input: ZSaveAgreementRequest,
    area: { name: "agreements", level: "write" },
    customer: (input) => input.CustomerNumber || undefined,
    output: ZSaveAgreementReply,
  },
  ({ db, actor, market, origin, t, input, audit }) => saveAgreement(db, { actor, market, origin, t, input, ctx: audit }),
);
