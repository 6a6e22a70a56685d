import { route } from "@/lib/api/handler";
import { saveDryingAgreement } from "@/lib/trading/save-drying-agreement";
import { ZSaveAgreementReply, ZSaveDryingRequest } from "@/lib/trading/schemas";

/**
 * Saves a drying agreement (spec 2 §7): ProductItemId, Warehouse, CommitQuantity, AcceptTerms,
 * receiver fields (staff), CustomerNumber, IdempotencyKey → { Message: "OK", AgreementNumber,
 * SigningUrl }. 400 with field messages; 403 out of reach; 409 Error-customerNbrMismatch.
 */
export const POST = route(
  {
    input: ZSaveDryingRequest,
    area: { name: "agreements", level: "write" },
    customer: (input) => input.CustomerNumber || undefined,
    output: ZSaveAgreementReply,
  },
  ({ db, actor, market, origin, t, input, audit }) => saveDryingAgreement(db, { actor, market, origin, t, input, ctx: audit }),
);
