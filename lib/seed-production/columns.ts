/**
 * The seed production tables (issue 14 item 7, decision 066) as the staff page and the export see
 * them: each table's columns (reply field names), their kind, which can be sorted and which the
 * search looks in. Labels are locale keys `seedProduction.columns.<table>.<key>`, so the tables
 * follow the page's language (sv/fi).
 */
export const SEED_TABLES = ["growers", "fields", "varieties", "lots"] as const;
export type SeedTable = (typeof SEED_TABLES)[number];

export interface SeedColumn {
  key: string;
  kind: "text" | "number" | "date" | "boolean" | "status";
  /** searched by the free-text search */
  search?: boolean;
  /** a number format for the export */
  numFmt?: string;
}

export const SEED_COLUMNS: Record<SeedTable, SeedColumn[]> = {
  growers: [
    { key: "growerNumber", kind: "text", search: true },
    { key: "name", kind: "text", search: true },
    { key: "municipality", kind: "text", search: true },
    { key: "contactName", kind: "text", search: true },
    { key: "phone", kind: "text", search: true },
    { key: "certified", kind: "boolean" },
    { key: "fieldCount", kind: "number" },
    { key: "areaHa", kind: "number", numFmt: "0.00" },
  ],
  fields: [
    { key: "fieldCode", kind: "text", search: true },
    { key: "name", kind: "text", search: true },
    { key: "growerName", kind: "text", search: true },
    { key: "municipality", kind: "text", search: true },
    { key: "areaHa", kind: "number", numFmt: "0.00" },
    { key: "previousCrop", kind: "text", search: true },
  ],
  varieties: [
    { key: "code", kind: "text", search: true },
    { key: "name", kind: "text", search: true },
    { key: "crop", kind: "text", search: true },
    { key: "breeder", kind: "text", search: true },
    { key: "listedYear", kind: "number" },
    { key: "lotCount", kind: "number" },
  ],
  lots: [
    { key: "lotNumber", kind: "text", search: true },
    { key: "varietyName", kind: "text", search: true },
    { key: "crop", kind: "text", search: true },
    { key: "growerName", kind: "text", search: true },
    { key: "fieldName", kind: "text", search: true },
    { key: "harvestYear", kind: "number" },
    { key: "generation", kind: "text", search: true },
    { key: "quantityKg", kind: "number", numFmt: "#,##0" },
    { key: "germination", kind: "number", numFmt: "0.0" },
    { key: "status", kind: "status" },
    { key: "inspectedOn", kind: "date" },
  ],
};

export const DEFAULT_SORT: Record<SeedTable, string> = {
  growers: "name",
  fields: "growerName",
  varieties: "crop",
  lots: "lotNumber",
};

/** The data table's id (and so the name of the cookie that remembers its state) of one seed production table. */
export const seedTableId = (table: SeedTable) => `seed-${table}`;

export const sortableKeys = (table: SeedTable): string[] => SEED_COLUMNS[table].map((c) => c.key);
