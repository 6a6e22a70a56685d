import { RESPONSE, route } from "@/lib/api/handler";
import { renderDeliveryNotePdf } from "@/lib/agreements/render-delivery-note-pdf";
import { ZDeliveryNoteRequest } from "@/lib/agreements/schemas";
import { pdfResponse } from "@/lib/pdf/document";

/**
 * GET /api/delivery-note/get-deliverynote-pdf?orderNumber&fabricId&rowNumber (spec 1 §7) →
 * application/pdf of the delivery note (one row with rowNumber, else all rows), in the market's
 * language. Its rows must belong to a customer the actor may use (403 otherwise).
 */
export const GET = route(
  { input: ZDeliveryNoteRequest, area: { name: "agreements", level: "read" }, output: RESPONSE },
  async ({ db, actor, input, t, market }) => {
    const { bytes, filename } = await renderDeliveryNotePdf(db, {
      actor,
      orderNumber: input.orderNumber,
      fabricId: input.fabricId,
      rowNumber: input.rowNumber,
      t,
      market,
    });
    return pdfResponse(bytes, filename);
  },
);
