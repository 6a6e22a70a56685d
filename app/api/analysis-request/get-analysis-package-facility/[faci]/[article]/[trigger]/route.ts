import { route } from "@/lib/api/handler";
import { listPackages } from "@/lib/analysis/queries";
import { ZOptionsResponse, ZPackagesPath } from "@/lib/analysis/schemas";

/** GET /api/analysis-request/get-analysis-package-facility/{faci}/{article}/{trigger} (spec 2 §7): the packages offered → [{ Value, Text }]. */
export const GET = route({ input: ZPackagesPath, output: ZOptionsResponse }, ({ db, market, input }) =>
  listPackages(db, { market, ...input }),
);
