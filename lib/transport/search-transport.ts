/**
 * The transport search (spec 1 §2 "Search transport page"): transport order rows of one category
 * (Ordernummer: the order; Kundnummer: the goods' customer; Lastbil: registration number prefix;
 * Anläggning: from or to facility by code or name), Kundnummer and Lastbil within the from/to
 * dates (at most 7 days, checked by the request schema), limited to the actor's rows
 * (./transport-scope.ts) of the request's market, in planned-date order.
 */
import "server-only";
import { and, asc, between, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db";
import { articles, customers, facilities, transportAnnouncements, transportOrderRows, transportOrders } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import type { Market } from "@/lib/market";
import { MAX_SEARCH_ROWS } from "./constants";
import type { TSearchTransportRequest, TSearchTransportResponse, TTransportRow } from "./schemas";
import { seesOwner, transportScope } from "./transport-scope";

const carrier = alias(customers, "carrier");
const fromFacility = alias(facilities, "from_facility");
const toFacility = alias(facilities, "to_facility");

function categoryFilter(input: TSearchTransportRequest): SQL | undefined {
  const dates = input.fromDate && input.toDate ? between(transportOrderRows.plannedDate, input.fromDate, input.toDate) : undefined;
  switch (input.category) {
    case "Ordernummer":
      return eq(transportOrders.orderNumber, input.text);
    case "Kundnummer":
      return and(eq(customers.customerNumber, input.text), dates);
    case "Lastbil":
      // the text is A–Z and digits only (schema), so it needs no LIKE escaping
      return and(sql`${transportOrderRows.lorryRegNo} like ${`${input.text}%`}`, dates);
    case "Anläggning": {
      const code = input.text.toUpperCase();
      const name = `%${input.text}%`; // letters, digits and spaces only (schema)
      return or(eq(fromFacility.code, code), eq(toFacility.code, code), ilike(fromFacility.name, name), ilike(toFacility.name, name));
    }
  }
}

export async function searchTransport(
  db: DbOrTx,
  { actor, market, input, limit = MAX_SEARCH_ROWS }: { actor: Actor; market: Market; input: TSearchTransportRequest; limit?: number },
): Promise<TSearchTransportResponse> {
  const scope = await transportScope(db, actor, input.category === "Kundnummer" ? input.text : undefined);
  const showOwner = seesOwner(actor);
  const found = await db
    .select({
      row: transportOrderRows,
      orderNumber: transportOrders.orderNumber,
      customerNumber: customers.customerNumber,
      customerName: customers.name,
      carrierNumber: carrier.customerNumber,
      carrierName: transportOrders.transporterName,
      fromName: fromFacility.name,
      fromCode: fromFacility.code,
      toName: toFacility.name,
      toCode: toFacility.code,
      itemName: articles.name,
      announcementCount: sql<number>`(select count(*) from ${transportAnnouncements} where ${transportAnnouncements.orderRowId} = ${transportOrderRows.id})::int`,
    })
    .from(transportOrderRows)
    .innerJoin(transportOrders, eq(transportOrders.id, transportOrderRows.transportOrderId))
    .innerJoin(customers, eq(customers.id, transportOrders.customerId))
    .leftJoin(carrier, eq(carrier.id, transportOrders.transporterCustomerId))
    .leftJoin(fromFacility, eq(fromFacility.id, transportOrderRows.fromFacilityId))
    .leftJoin(toFacility, eq(toFacility.id, transportOrderRows.toFacilityId))
    .leftJoin(articles, and(eq(articles.market, transportOrders.market), eq(articles.itemNumber, transportOrderRows.itemNumber)))
    .where(and(eq(transportOrders.market, market), scope, categoryFilter(input)))
    .orderBy(asc(transportOrderRows.plannedDate), asc(transportOrders.orderNumber), asc(transportOrderRows.rowNumber))
    .limit(limit + 1);

  const rows: TTransportRow[] = found.slice(0, limit).map((f) => ({
    orderRowId: f.row.id,
    orderNumber: f.orderNumber,
    rowNumber: f.row.rowNumber,
    customerNumber: f.customerNumber,
    customerName: f.customerName,
    from: f.fromName ?? f.row.fromAddress ?? "",
    fromFacilityCode: f.fromCode,
    to: f.toName ?? f.row.toAddress ?? "",
    toFacilityCode: f.toCode,
    itemNumber: f.row.itemNumber,
    itemName: f.itemName,
    quantityKg: f.row.quantityKg,
    quantityTons: f.row.quantityKg / 1000,
    plannedDate: f.row.plannedDate,
    lorry: f.row.lorryRegNo,
    owner: showOwner ? f.carrierNumber : null,
    ownerName: showOwner ? f.carrierName : null,
    status: f.row.status as TTransportRow["status"],
    announcementCount: f.announcementCount,
  }));
  return { rows, truncated: found.length > limit, showOwner };
}
