import type { DbOrTx } from "@/db";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { getErp, type ErpAgreements } from "@/lib/integrations/erp";
import { requireAgreement, showsInternalFields, type CustomerVariant } from "./access";
import type { TAgreementArticlesResponse } from "./schemas";
import { toLine } from "./to-rows";

/**
 * The article lines of a feed or merchandise agreement, loaded when its row opens:
 * POST /api/feedagreement/getfeedagreementarticles (kind feed; `unit` ton or kg converts the
 * weights) and /api/tradingagreement/gettradingagreementarticles[-subcustomer] (kind merchandise;
 * `agreementType` must be the agreement's, else 404).
 */
export async function listAgreementArticles(
  db: DbOrTx,
  opts: {
    actor: Actor;
    customerNumber: string;
    agreementNumber: string;
    kind: "feed" | "merchandise";
    agreementType?: string;
    unit?: "ton" | "kg";
    variant?: CustomerVariant;
    erp?: ErpAgreements;
  },
): Promise<TAgreementArticlesResponse> {
  const erp = opts.erp ?? getErp(db);
  const agreement = await requireAgreement(db, erp, opts.actor, opts.agreementNumber, {
    customerNumber: opts.customerNumber,
    variant: opts.variant,
    kinds: [opts.kind],
  });
  if (opts.agreementType !== undefined && opts.agreementType !== agreement.agreementType)
    throw new AppError("NOT_FOUND", "agreements.errors.wrongType");
  const lines = await erp.listAgreementLines([agreement.agreementNumber]);
  return {
    agreementNumber: agreement.agreementNumber,
    agreementType: agreement.agreementType,
    unit: opts.unit ?? null,
    articles: lines.map((l) => toLine(l, opts.unit)),
    TotalQuantity: agreement.totalQuantity,
    acceptedQuantity: agreement.acceptedQuantity,
    ...(showsInternalFields(opts.actor) ? { internal: { note: agreement.internalNote, margin: agreement.internalMargin } } : {}),
  };
}
