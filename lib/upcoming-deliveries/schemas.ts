/**
 * Upcoming deliveries (spec 1 §2 "Upcoming deliveries: carousel with detail", §3 "Upcoming
 * delivery", §7 GET /api/upcoming-deliveries/get-detail). A delivery is a line of a booking order
 * (db/schema/logistics.ts) with a delivery date today or later: purchase order lines go from the
 * customer to the cooperative (isFromCustomer), customer and distribution orders and shipments
 * go to the customer. Messages are translation keys (locales/{sv,fi}/transport.json).
 */
import { z } from "zod";

export const UPCOMING_MESSAGES = {
  orderNo: "transport.upcoming.validation.orderNo",
  orderLine: "transport.upcoming.validation.orderLine",
  display: "transport.upcoming.validation.display",
} as const;
const M = UPCOMING_MESSAGES;

export const ORDER_KINDS = ["purchase", "customer", "distribution", "shipment"] as const;

/** One slide of the carousel (spec 1 §3 "Upcoming delivery" plus display names). */
export const ZUpcomingDelivery = z.object({
  orderNo: z.string(),
  orderLine: z.number().int(),
  orderKind: z.enum(ORDER_KINDS),
  itemNumber: z.string().nullable(),
  itemName: z.string().nullable(),
  /** tons (kg ÷ 1000) */
  orderQuantity: z.number(),
  /** facility code */
  warehouse: z.string().nullable(),
  warehouseName: z.string().nullable(),
  container: z.string().nullable(),
  /** yyyy-MM-dd (the spec's spelling) */
  planedDeliveryDate: z.string(),
  isFromCustomer: z.boolean(),
});
export type TUpcomingDelivery = z.infer<typeof ZUpcomingDelivery>;

export const ZUpcomingDeliveriesResponse = z.object({
  /** the customer in play, or null when there is none (staff outside a customer session) */
  customerNumber: z.string().nullable(),
  deliveries: z.array(ZUpcomingDelivery),
});
export type TUpcomingDeliveriesResponse = z.infer<typeof ZUpcomingDeliveriesResponse>;

/** A display value the client sends back; never trusted, only bounded so odd input is not a 500. */
const display = z
  .union([z.string(), z.number(), z.boolean(), z.null(), z.undefined()])
  .transform((v) => (v === null || v === undefined ? undefined : String(v)))
  .refine((v) => v === undefined || v.length <= 200, { error: M.display })
  .optional();

/**
 * GET /api/upcoming-deliveries/get-detail (spec 1 §7): orderNo, orderLine identify the line; the
 * other parameters (itemName, orderQuantity, warehouse, container, planedDeliveryDate,
 * isFromCustomer) are what the slide showed and are ignored by the server.
 */
export const ZGetUpcomingDeliveryDetailRequest = z.object({
  orderNo: z
    .union([z.string(), z.number()], { error: M.orderNo })
    .transform((v) => String(v).trim())
    .refine((v) => /^[0-9]{1,20}$/.test(v), { error: M.orderNo }),
  orderLine: z.coerce
    .number({ error: M.orderLine })
    .int({ error: M.orderLine })
    .positive({ error: M.orderLine })
    .max(99_999, { error: M.orderLine }),
  itemName: display,
  orderQuantity: display,
  warehouse: display,
  container: display,
  planedDeliveryDate: display,
  isFromCustomer: display,
});
export type TGetUpcomingDeliveryDetailRequest = z.infer<typeof ZGetUpcomingDeliveryDetailRequest>;

export const ZDeliveryBooking = z.object({
  ReservationId: z.number().int(),
  /** local yyyy-MM-dd of the facility */
  ReservationDate: z.string(),
  From: z.string(),
  To: z.string(),
  ResourceGroupName: z.string(),
  LicensePlateNo: z.string().nullable(),
  IsBooked: z.boolean(),
  Editable: z.boolean(),
});
export type TDeliveryBooking = z.infer<typeof ZDeliveryBooking>;

export const ZUpcomingDeliveryDetail = ZUpcomingDelivery.extend({
  customerNumber: z.string(),
  customerName: z.string(),
  quantityKg: z.number().int(),
  /** ERP status of the line */
  status: z.number().int(),
  torkat: z.boolean(),
  sort: z.string().nullable(),
  deliveryAssuranceConfirmed: z.boolean(),
  /** bookings (booked or delivered) on this line, or on the order without a line */
  bookings: z.array(ZDeliveryBooking),
  /** purchase orders without an active booking: the time booking page for this line */
  bookingUrl: z.string().nullable(),
});
export type TUpcomingDeliveryDetail = z.infer<typeof ZUpcomingDeliveryDetail>;
