/**
 * The cooperative's ERP behind a small interface (./types.ts). The local implementation reads our
 * own tables (db/schema/agreements.ts, db/schema/erp.ts), seeded with demo data; a client of the
 * real ERP implements the same `ErpAgreements` and is picked here (e.g. by an ERP_URL setting).
 * Domain code gets it with `getErp(db)` or takes one in its options (tests, other sources).
 */
import type { DbOrTx } from "@/db";
import { localErp } from "./local";
import type { ErpAgreements } from "./types";

export type * from "./types";

export function getErp(db: DbOrTx): ErpAgreements {
  return localErp(db);
}
