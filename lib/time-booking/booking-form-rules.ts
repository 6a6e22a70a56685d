/**
 * Pure rules of the time booking page (spec 1 §4, §5 "Time booking", §6, §9): what each reference
 * type and role allows, ticking slots up to the group's AllowedReservations, the `ion` link
 * parameters. The contact form's schema is in ./booking-contact-schema.ts. Used by components/time-booking;
 * no framework and no zod.
 */
import type { Market } from "@/lib/market";

// the contact form's schema is in ./booking-contact-schema (zod), so these rules stay light in the browser (decision 100)
export type { TBookingContact, TBookingContactInput } from "./booking-contact-schema";

/** Reference types (spec 1 §4), shared by the page and the server (./booking-reference.ts re-exports it). */
export const REFERENCE_TYPE = { purchaseOrder: 5, customerOrder: 6, distributionOrder: 7, shipment: 8, customerNumber: 9 } as const;
export const REFERENCE_TYPES = [5, 6, 7, 8, 9] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];
export const isReferenceType = (n: number): n is ReferenceType => (REFERENCE_TYPES as readonly number[]).includes(n);

/** Reminder choices in minutes before the booking (spec 2 §3, §9). */
export const REMINDER_OPTIONS = [0, 60, 120, 1440] as const;
/** The customer search autocomplete starts at this many characters (spec 2 §5). */
export const CUSTOMER_SEARCH_MIN = 4;

export interface BookingRoles {
  internal: boolean;
  transporter: boolean;
}

export interface ReferenceRules {
  /** purchase order: unloading, the radios disabled */
  loadingLocked: boolean;
  /** the radio's starting value: purchase order unloads, customer number (and the other orders) load */
  defaultLoading: boolean;
  /** internal staff and transporters choose a warehouse */
  canChooseWarehouse: boolean;
  /** the list of own purchase orders: external non-transporters searching purchase orders */
  showOwnOrders: boolean;
  /** the customer is fixed to the customer in play (external non-transporters) */
  customerLocked: boolean;
  /** staff and transporters pick a customer with the autocomplete (customer-number search) */
  customerAutocomplete: boolean;
  /** Owner/forwarder and the other columns for staff and transporters */
  allColumns: boolean;
}

export function referenceRules(type: number, roles: BookingRoles): ReferenceRules {
  const anyCustomer = roles.internal || roles.transporter;
  const purchase = type === REFERENCE_TYPE.purchaseOrder;
  return {
    loadingLocked: purchase,
    defaultLoading: !purchase,
    canChooseWarehouse: anyCustomer,
    showOwnOrders: !anyCustomer && purchase,
    customerLocked: !anyCustomer,
    customerAutocomplete: anyCustomer && type === REFERENCE_TYPE.customerNumber,
    allColumns: anyCustomer,
  };
}

export type SearchStatus = "NotFound" | "Unplanned" | "Delivered" | "ReservationExists";

/** Delivered and ReservationExists hide the selection options (spec 1 §4); so does a refused purchase order. */
export function showsSelection(status: SearchStatus, bookingAllowed: boolean): boolean {
  return status === "Unplanned" && bookingAllowed;
}

/** ReservationExists shows the existing bookings; a customer number shows its upcoming ones. */
export function showsBookings(status: SearchStatus): boolean {
  return status === "ReservationExists" || status === "Unplanned";
}

/**
 * Ticks or unticks a slot. At most `limit` ticked (the group's AllowedReservations; 1 when moving
 * a booking): beyond it the tick is refused and the selection stays as it was (limit 1 swaps).
 */
export function toggleSlot(selected: readonly string[], fromTime: string, limit: number): { selected: string[]; refused: boolean } {
  if (selected.includes(fromTime)) return { selected: selected.filter((s) => s !== fromTime), refused: false };
  // one allowed (e.g. moving a booking): a new tick replaces the old one
  if (limit === 1) return { selected: [fromTime], refused: false };
  if (selected.length >= limit) return { selected: [...selected], refused: true };
  return { selected: [...selected, fromTime].sort(), refused: false };
}

/** kg in the database, tons on screen (spec 1 §9). */
export const kgToTons = (kg: number): number => kg / 1000;

/** The purchase order of an `?ion=<number>&line=<n>` link (from list booking and the order list), or null. */
export function parseIonParams(params: {
  ion?: string | string[];
  line?: string | string[];
}): { reference: string; line: number | null } | null {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
  const ion = one(params.ion);
  if (!/^[0-9A-Za-z-]{1,40}$/.test(ion)) return null;
  const line = one(params.line);
  return { reference: ion, line: /^[1-9][0-9]{0,5}$/.test(line) ? Number(line) : null };
}

/** The order line a booking is for: the one of the link, else the first. */
export function pickOrderLine<L extends { Linenumber: number }>(lines: readonly L[], line: number | null): L | null {
  return lines.find((l) => l.Linenumber === line) ?? lines[0] ?? null;
}

/** The fields of the slot search (spec 1 §5: quantity, customer, resource, article, vehicle type and date) that are missing. */
export function missingSearchFields(v: {
  resourceGroupId?: string;
  item?: string;
  vehicle?: string;
  qty?: string;
  date?: string;
  customerNo?: string;
}): string[] {
  const out: string[] = [];
  if (!v.customerNo) out.push("customerNo");
  if (!v.resourceGroupId) out.push("resourceGroupId");
  if (!v.item) out.push("item");
  if (!v.vehicle) out.push("vehicle");
  const qty = Number(
    String(v.qty ?? "")
      .replace(/\s/g, "")
      .replace(",", "."),
  );
  if (!v.qty || !Number.isFinite(qty) || qty <= 0) out.push("qty");
  if (!v.date) out.push("date");
  return out;
}

/** "12,5" or "12.5" → 12.5; NaN when not a number. */
export const parseTons = (s: string): number => (s.trim() === "" ? Number.NaN : Number(s.replace(/[\s\u00a0]/g, "").replace(",", ".")));

/** A local yyyy-MM-dd as the market shows dates: Sweden 2030-09-02, Finland 2.9.2030. */
export function formatLocalDay(iso: string, market: Market): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m || market === "se") return iso;
  return `${Number(m[3])}.${Number(m[2])}.${m[1]}`;
}

/** A slot's accessible name: its date and start time, e.g. "2030-09-02 08:00". */
export const slotName = (fromTime: string, market: Market): string =>
  `${formatLocalDay(fromTime.slice(0, 10), market)} ${fromTime.slice(11, 16)}`;
