import { z } from "zod";
import { PAGE_SIZES } from "@/lib/ui/table-state";
import { SEED_TABLES } from "./columns";

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** GET /api/seed-production/{table}: the data table's source mode (page from 1, pageSize, sort, dir) and a search text. */
export const ZSeedTableRequest = z.object({
  table: z.enum(SEED_TABLES, { error: "seedProduction.errors.unknownTable" }),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: "seedProduction.errors.pageSize" })
    .default(10),
  sort: z.string().trim().max(40).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
  q: z.string().trim().max(100).default(""),
});
export type TSeedTableRequest = z.infer<typeof ZSeedTableRequest>;

export const ZSeedTableReply = z.object({ rows: z.array(z.record(z.string(), cell)), total: z.number().int() });
export type TSeedTableReply = z.infer<typeof ZSeedTableReply>;

/** GET /api/seed-production/{table}/export: the same search and sort, every row as .xlsx. */
export const ZSeedExportRequest = ZSeedTableRequest.omit({ page: true, pageSize: true });
