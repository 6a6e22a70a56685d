/** Request schemas of the /api/time-booking/* calls (spec 1 §7 "Time booking", spec 2 §7). */
import { z } from "zod";
import { isEmail } from "@/lib/validation/email";
import { TB } from "./messages";

const flag = z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1 || v === "on", z.boolean());
const optText = (max: number) => z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(max).optional());
const customerNo = z.string({ error: "validation.customerNumber.required" }).trim().regex(/^[0-9]{1,12}$/, { error: "validation.customerNumber.valid" });
const isoDay = z.string({ error: "validation.date.required" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.date.valid" })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: "validation.date.valid" });
const id = (msg: string) => z.coerce.number({ error: msg }).int({ error: msg }).positive({ error: msg });
/** reference types (spec 1 §4): 5 purchase order, 6 customer order, 7 distribution order, 8 shipment, 9 customer number */
const searchType = z.coerce.number({ error: TB.detailsMissing }).int().min(5, { error: TB.detailsMissing }).max(9, { error: TB.detailsMissing });

export const ZSearchAvailableSlotsRequest = z.object({
  resourceGroupId: id(TB.detailsMissing),
  selectedDate: isoDay,
  article: optText(20),
  qty: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number({ error: "validation.number.valid" }).positive({ error: TB.qtyAboveZero }).optional()),
  loadUnload: optText(20),
  vehicleType: optText(20),
  driedUnDried: optText(20),
  customerNo,
  searchType: searchType.optional(),
  ignoreSort: flag.optional(),
  token: optText(200),
});
export type TSearchAvailableSlotsRequest = z.infer<typeof ZSearchAvailableSlotsRequest>;

/** One ticked slot: local "yyyy-MM-ddTHH:mm" (or with a space) in the facility's zone; ResourceId = resource group. */
export const ZReservationSlot = z.object({
  FromTime: z.string({ error: TB.noTimesChosen }).trim().regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/, { error: TB.noTimesChosen }).transform((s) => s.replace(" ", "T")),
  ResourceId: id(TB.detailsMissing).optional(),
  Unloading: flag.optional(),
  Loading: flag.optional(),
});

export const ZMakeReservationRequest = z.object({
  SearchValue: z.string({ error: TB.detailsMissing }).trim().min(1, { error: TB.detailsMissing }).max(40),
  SearchType: searchType,
  Qty: z.coerce.number({ error: TB.qtyAboveZero }).positive({ error: TB.qtyAboveZero }).max(100_000),
  VehicleAssortmentID: id(TB.detailsMissing),
  /** the resource group */
  ResourceId: id(TB.detailsMissing),
  Note: optText(500),
  ReminderInMinutesBefore: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().refine((n) => [0, 60, 120, 1440].includes(n), { error: TB.detailsMissing }).optional()),
  EmailAddress: optText(254).refine((v) => v === undefined || isEmail(v), { error: "validation.email.valid" }),
  CustomerName: optText(200),
  CustomerNo: customerNo,
  Dried: flag.optional(),
  SelectedDate: isoDay,
  Item: z.string({ error: TB.detailsMissing }).trim().min(1, { error: TB.detailsMissing }).max(20),
  Leveransforsakransnummer: optText(40),
  LicensePlateNo: optText(20),
  MobilePhone: optText(30),
  IgnoreSort: flag.optional(),
  BackupArticle: optText(20),
  LineNumber: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
  DeliveryNo: optText(40).refine((v) => v === undefined || /^[0-9A-Za-zÅÄÖåäö]+$/.test(v), { error: TB.detailsMissing }),
  Reservations: z.array(ZReservationSlot, { error: TB.noTimesChosen }).min(1, { error: TB.noTimesChosen }).max(50),
  /** a retry or double click with the same key books nothing new (also read from the Idempotency-Key header) */
  IdempotencyKey: optText(100),
}).refine((r) => r.ReminderInMinutesBefore === undefined || Boolean(r.EmailAddress || r.MobilePhone), {
  error: TB.detailsMissing,
  path: ["ReminderInMinutesBefore"],
});
export type TMakeReservationRequest = z.infer<typeof ZMakeReservationRequest>;

export const ZDeleteReservationRequest = z.object({
  reservationId: id(TB.deleteError),
  owner: optText(40),
  customerNo: optText(12),
  dateRegistered: optText(40),
  isInternal: optText(5),
});
export type TDeleteReservationRequest = z.infer<typeof ZDeleteReservationRequest>;
