import { route } from "@/lib/api/handler";
import { listFacilityArticles } from "@/lib/analysis/queries";
import { ZFaciPath, ZOptionsResponse } from "@/lib/analysis/schemas";

/** GET /api/analysis-request/get-articles/{faci} (spec 2 §7): the articles the facility takes samples of → [{ Value, Text }]. */
export const GET = route({ input: ZFaciPath, output: ZOptionsResponse }, ({ db, market, input }) =>
  listFacilityArticles(db, { market, faci: input.faci }),
);
