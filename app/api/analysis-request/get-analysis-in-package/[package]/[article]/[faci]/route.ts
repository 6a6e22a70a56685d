import { route } from "@/lib/api/handler";
import { listPackageContent } from "@/lib/analysis/queries";
import { ZPackageContentPath, ZPackageContentResponse } from "@/lib/analysis/schemas";

/** GET /api/analysis-request/get-analysis-in-package/{package}/{article}/{faci} (spec 2 §7): the package's analyses → [{ Code, Name, Unit }]; 404 when not offered there. */
export const GET = route({ input: ZPackageContentPath, output: ZPackageContentResponse }, ({ db, market, input }) =>
  listPackageContent(db, { market, ...input }),
);
