/**
 * The query parts shared by the carousel list and the detail: a booking order line with its order,
 * the order's facility, the line's warehouse (by code) and the article's name in the facility's
 * market, mapped to the spec's Upcoming delivery fields.
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { articles, bookingOrderLines, bookingOrders, facilities } from "@/db/schema";
import type { TUpcomingDelivery } from "./schemas";

export const orderFacility = alias(facilities, "order_facility");
export const lineWarehouse = alias(facilities, "line_warehouse");

export const deliveryColumns = {
  line: bookingOrderLines,
  order: bookingOrders,
  facilityCode: orderFacility.code,
  facilityName: orderFacility.name,
  market: orderFacility.market,
  timeZone: orderFacility.timeZone,
  warehouseName: lineWarehouse.name,
  itemName: articles.name,
};

export const articleJoin = and(eq(articles.market, orderFacility.market), eq(articles.itemNumber, bookingOrderLines.itemNumber));

export function toUpcomingDelivery(r: {
  line: typeof bookingOrderLines.$inferSelect;
  order: typeof bookingOrders.$inferSelect;
  facilityCode: string;
  facilityName: string;
  warehouseName: string | null;
  itemName: string | null;
}): TUpcomingDelivery {
  return {
    orderNo: r.order.orderNumber,
    orderLine: r.line.lineNumber,
    orderKind: r.order.kind as TUpcomingDelivery["orderKind"],
    itemNumber: r.line.itemNumber,
    itemName: r.itemName,
    orderQuantity: r.line.quantityKg / 1000,
    warehouse: r.line.warehouse ?? r.facilityCode,
    warehouseName: r.line.warehouse ? (r.warehouseName ?? r.line.warehouse) : r.facilityName,
    container: r.line.container,
    planedDeliveryDate: r.line.deliveryDate ?? "",
    // purchase order lines are deliveries from the customer to the cooperative
    isFromCustomer: r.order.kind === "purchase",
  };
}
