import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import { machineCatalog } from "@/db/schema";
import type { Market } from "@/lib/market";
import type { TSubCategoriesResponse } from "./schemas";

const parent = alias(machineCatalog, "parent");
const grand = alias(machineCatalog, "grand");

/**
 * The add-machine form's lists (spec 1 §7): machine types; the brands of a type; the models of a
 * type's brand. Value is the key the form sends back, Text the name shown. An unknown type or
 * brand gives an empty list.
 */
export async function listSubCategories(
  db: DbOrTx,
  opts: { market: Market; machineDataType: "type" | "brand" | "model"; type?: string; brand?: string },
): Promise<TSubCategoriesResponse> {
  const { market } = opts;
  let rows: { Value: string; Text: string }[];
  if (opts.machineDataType === "type") {
    rows = await db
      .select({ Value: machineCatalog.key, Text: machineCatalog.name })
      .from(machineCatalog)
      .where(and(eq(machineCatalog.market, market), eq(machineCatalog.level, "type"), isNull(machineCatalog.parentId)))
      .orderBy(asc(machineCatalog.sortOrder), asc(machineCatalog.name));
  } else if (opts.machineDataType === "brand") {
    rows = await db
      .select({ Value: machineCatalog.key, Text: machineCatalog.name })
      .from(machineCatalog)
      .innerJoin(parent, eq(parent.id, machineCatalog.parentId))
      .where(and(eq(machineCatalog.market, market), eq(machineCatalog.level, "brand"), eq(parent.key, opts.type ?? "")))
      .orderBy(asc(machineCatalog.sortOrder), asc(machineCatalog.name));
  } else {
    rows = await db
      .select({ Value: machineCatalog.key, Text: machineCatalog.name })
      .from(machineCatalog)
      .innerJoin(parent, eq(parent.id, machineCatalog.parentId))
      .innerJoin(grand, eq(grand.id, parent.parentId))
      .where(
        and(
          eq(machineCatalog.market, market),
          eq(machineCatalog.level, "model"),
          eq(parent.key, opts.brand ?? ""),
          eq(grand.key, opts.type ?? ""),
        ),
      )
      .orderBy(asc(machineCatalog.sortOrder), asc(machineCatalog.name));
  }
  return { machineSubCategories: rows };
}
