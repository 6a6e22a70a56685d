import { RESPONSE, route } from "@/lib/api/handler";
import { renderMultiBookingPdf } from "@/lib/list-booking/render-multi-booking-pdf";
import { ZGenerateMultiPdfRequest } from "@/lib/list-booking/schemas";
import { pdfResponse } from "@/lib/pdf/document";

/**
 * GET /api/pdfhandler/generatemultipdf?ioNumber=A|B&lineNumber=10|20&resync=true (spec 2 §7 "PDF") →
 * application/pdf (inline) with one page per order line and its bookings, in the market's language.
 * Every order must be one the actor may see, at a facility of the request's market (403
 * otherwise; decision 019), and only the bookings the actor sees in full are printed; `resync` is
 * accepted (the print always reads the current rows).
 */
export const GET = route(
  { input: ZGenerateMultiPdfRequest, area: { name: "logistics", level: "read" }, output: RESPONSE },
  async ({ db, actor, input, t, market }) => {
    const { bytes, filename } = await renderMultiBookingPdf(db, { actor, input, t, market });
    return pdfResponse(bytes, filename);
  },
);
