import { RESPONSE, route } from "@/lib/api/handler";
import { renderAgreementPdf } from "@/lib/agreements/render-agreement-pdf";
import { ZViewAgreementRequest } from "@/lib/agreements/schemas";
import { pdfResponse } from "@/lib/pdf/document";

/**
 * POST /api/agreementpdf/ViewAgreement (spec 2 §7): transid, pageId, agreementnumber (form or
 * JSON) → application/pdf of the agreement, in the market's language. The page posts a form to a
 * new tab. The agreement must belong to a customer the actor may use and transid must be its
 * document id (403 otherwise).
 */
export const POST = route(
  { input: ZViewAgreementRequest, area: { name: "agreements", level: "read" }, output: RESPONSE },
  async ({ db, actor, input, t, market }) => {
    const { bytes, filename } = await renderAgreementPdf(db, {
      actor,
      agreementNumber: input.agreementnumber,
      transId: input.transid,
      t,
      market,
    });
    return pdfResponse(bytes, filename);
  },
);
