/**
 * The seed production tables for staff (issue 14 item 7, decision 066): one page of a table with
 * search and sort, and the whole (searched, sorted) table as a streamed .xlsx. Each table is one
 * SELECT of the market's rows; sort keys and searched columns come from ./columns.ts (never from
 * the request), so the request only chooses among them.
 */
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { xlsxHeaders, xlsxStream, type XlsxValue } from "@/lib/export/xlsx";
import type { TFunction } from "@/lib/i18n/instance";
import { MARKETS, type Market } from "@/lib/market";
import { DEFAULT_SORT, SEED_COLUMNS, sortableKeys, type SeedTable } from "./columns";
import type { TSeedTableReply } from "./schemas";

const BASE: Record<SeedTable, (market: Market) => SQL> = {
  growers: (market) => sql`
    select g.id, g.grower_number as "growerNumber", g.name, g.municipality, g.contact_name as "contactName", g.phone,
           g.certified,
           (select count(*) from seed_fields f where f.grower_id = g.id)::int as "fieldCount",
           (select coalesce(sum(f.area_ha), 0) from seed_fields f where f.grower_id = g.id)::float8 as "areaHa"
      from seed_growers g where g.market = ${market}`,
  fields: (market) => sql`
    select f.id, f.field_code as "fieldCode", f.name, g.name as "growerName", g.municipality,
           f.area_ha::float8 as "areaHa", f.previous_crop as "previousCrop"
      from seed_fields f join seed_growers g on g.id = f.grower_id where g.market = ${market}`,
  varieties: (market) => sql`
    select v.id, v.code, v.name, v.crop, v.breeder, v.listed_year as "listedYear",
           (select count(*) from seed_lots l where l.variety_id = v.id)::int as "lotCount"
      from seed_varieties v where v.market = ${market}`,
  lots: (market) => sql`
    select l.id, l.lot_number as "lotNumber", v.name as "varietyName", v.crop, g.name as "growerName",
           f.name as "fieldName", l.harvest_year as "harvestYear", l.generation, l.quantity_kg as "quantityKg",
           l.germination::float8 as germination, l.status, l.inspected_on::text as "inspectedOn"
      from seed_lots l
      join seed_varieties v on v.id = l.variety_id
      join seed_growers g on g.id = l.grower_id
      left join seed_fields f on f.id = l.field_id
     where l.market = ${market}`,
};

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(table: SeedTable, q: string): SQL {
  if (!q) return sql`true`;
  const pattern = `%${escapeLike(q)}%`;
  const cols = SEED_COLUMNS[table].filter((c) => c.search);
  return sql`(${sql.join(
    cols.map((c) => sql`${sql.identifier(c.key)}::text ilike ${pattern}`),
    sql` or `,
  )})`;
}

function orderBy(table: SeedTable, sort: string | undefined, dir: "asc" | "desc" | undefined): SQL {
  const key = sort && sortableKeys(table).includes(sort) ? sort : DEFAULT_SORT[table];
  return sql`${sql.identifier(key)} ${dir === "desc" ? sql`desc` : sql`asc`} nulls last, id asc`;
}

export interface SeedQuery {
  market: Market;
  table: SeedTable;
  q: string;
  sort?: string;
  dir?: "asc" | "desc";
}

type Row = Record<string, string | number | boolean | null>;

/** One page of a table (page from 1) and the number of rows the search finds. */
export async function listSeedTable(db: DbOrTx, opts: SeedQuery & { page: number; pageSize: number }): Promise<TSeedTableReply> {
  const base = BASE[opts.table](opts.market);
  const filter = where(opts.table, opts.q);
  const [count, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${base}) t where ${filter}`),
    db.execute<Row>(
      sql`select * from (${base}) t where ${filter} order by ${orderBy(opts.table, opts.sort, opts.dir)}
          limit ${opts.pageSize} offset ${(opts.page - 1) * opts.pageSize}`,
    ),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** The searched, sorted table as a streamed .xlsx with the page's column titles (read in batches of 1000). */
export function exportSeedTable(db: DbOrTx, opts: SeedQuery & { t: TFunction }): Promise<Response> {
  const columns = SEED_COLUMNS[opts.table];
  const base = BASE[opts.table](opts.market);
  const filter = where(opts.table, opts.q);
  const order = orderBy(opts.table, opts.sort, opts.dir);
  const cellOf = (c: (typeof columns)[number], v: Row[string]): XlsxValue => {
    if (v === null || v === undefined) return null;
    if (c.kind === "boolean") return String(opts.t(v ? "seedProduction.yes" : "seedProduction.no"));
    if (c.kind === "status") return String(opts.t(`seedProduction.status.${String(v)}`));
    return typeof v === "boolean" ? String(v) : v;
  };
  async function* rows() {
    for (let offset = 0; ; offset += 1000) {
      const batch = await db.execute<Row>(sql`select * from (${base}) t where ${filter} order by ${order} limit 1000 offset ${offset}`);
      for (const r of batch.rows) yield columns.map((c) => cellOf(c, r[c.key] ?? null));
      if (batch.rows.length < 1000) return;
    }
  }
  const title = String(opts.t(`seedProduction.tables.${opts.table}`));
  const body = xlsxStream({
    sheetName: title,
    columns: columns.map((c) => ({
      header: String(opts.t(`seedProduction.columns.${opts.table}.${c.key}`)),
      kind: c.kind === "number" ? "number" : c.kind === "date" ? "date" : "text",
      numFmt: c.numFmt,
    })),
    rows: rows(),
    timeZone: MARKETS[opts.market].timeZone,
  });
  return Promise.resolve(new Response(body, { headers: xlsxHeaders(`${title}.xlsx`) }));
}
