import { route } from "@/lib/api/handler";
import { ZSeedTableReply, ZSeedTableRequest } from "@/lib/seed-production/schemas";
import { listSeedTable } from "@/lib/seed-production/tables";

/**
 * GET /api/seed-production/{growers|fields|varieties|lots} (staff; issue 14 item 7): page (from 1),
 * pageSize, sort, dir, q → { rows, total } of the market's seed production data (the data table's source mode).
 */
export const GET = route({ input: ZSeedTableRequest, output: ZSeedTableReply, roles: ["internal", "agroAdmin"] }, ({ db, market, input }) =>
  listSeedTable(db, { market, ...input }),
);
