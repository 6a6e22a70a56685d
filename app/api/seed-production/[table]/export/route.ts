import { RESPONSE, route } from "@/lib/api/handler";
import { ZSeedExportRequest } from "@/lib/seed-production/schemas";
import { exportSeedTable } from "@/lib/seed-production/tables";

/** GET /api/seed-production/{table}/export (staff): the searched, sorted table as a streamed .xlsx. */
export const GET = route({ input: ZSeedExportRequest, output: RESPONSE, roles: ["internal", "agroAdmin"] }, ({ db, market, t, input }) =>
  exportSeedTable(db, { market, t, ...input }),
);
