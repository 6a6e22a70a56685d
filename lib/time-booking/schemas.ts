/** Request schemas of the /api/time-booking/* calls (spec 1 §7 "Time booking", spec 2 §7). */
import { z } from "zod";
import { message } from "@/lib/api/contract";
import { isEmail } from "@/lib/validation/email";
import { email } from "@/lib/validation";
import { TB } from "./messages";

const flag = z.preprocess((v) => v === true || v === "true" || v === "1" || v === 1 || v === "on", z.boolean());
const optText = (max: number) => z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(max).optional());
const customerNo = z
  .string({ error: "validation.customerNumber.required" })
  .trim()
  .regex(/^[0-9]{1,12}$/, { error: "validation.customerNumber.valid" });
const isoDay = z
  .string({ error: "validation.date.required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.date.valid" })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    error: "validation.date.valid",
  });
const id = (msg: string) => z.coerce.number({ error: msg }).int({ error: msg }).positive({ error: msg });
/** reference types (spec 1 §4): 5 purchase order, 6 customer order, 7 distribution order, 8 shipment, 9 customer number */
const searchType = z.coerce
  .number({ error: TB.detailsMissing })
  .int()
  .min(5, { error: TB.detailsMissing })
  .max(9, { error: TB.detailsMissing });

export const ZSearchAvailableSlotsRequest = z.object({
  resourceGroupId: id(TB.detailsMissing),
  selectedDate: isoDay,
  article: optText(20),
  qty: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ error: "validation.number.valid" }).positive({ error: TB.qtyAboveZero }).optional(),
  ),
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
  FromTime: z
    .string({ error: TB.noTimesChosen })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/, { error: TB.noTimesChosen })
    .transform((s) => s.replace(" ", "T")),
  ResourceId: id(TB.detailsMissing).optional(),
  Unloading: flag.optional(),
  Loading: flag.optional(),
});

export const ZMakeReservationRequest = z
  .object({
    SearchValue: z.string({ error: TB.detailsMissing }).trim().min(1, { error: TB.detailsMissing }).max(40),
    SearchType: searchType,
    Qty: z.coerce.number({ error: TB.qtyAboveZero }).positive({ error: TB.qtyAboveZero }).max(100_000),
    VehicleAssortmentID: id(TB.detailsMissing),
    /** the resource group */
    ResourceId: id(TB.detailsMissing),
    Note: optText(500),
    ReminderInMinutesBefore: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.coerce
        .number()
        .refine((n) => [0, 60, 120, 1440].includes(n), { error: TB.detailsMissing })
        .optional(),
    ),
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
  })
  .refine((r) => r.ReminderInMinutesBefore === undefined || Boolean(r.EmailAddress || r.MobilePhone), {
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

// ---- reference search, resource groups, items, customers, existing bookings, updates ----

const bookingReference = z
  .string({ error: TB.referenceNotFound })
  .trim()
  .min(1, { error: TB.referenceNotFound })
  .max(40, { error: TB.referenceNotFound });
const reminder = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.coerce
    .number({ error: TB.detailsMissing })
    .refine((n) => [0, 60, 120, 1440].includes(n), { error: TB.detailsMissing })
    .optional(),
);
/** DeliveryNo: letters (incl. åäö) and digits only (spec 1 §5 "Time booking"). */
export const DELIVERY_NO = /^[0-9A-Za-zÅÄÖåäö]+$/;
/** A vehicle's licence plate: 2–10 letters and digits, with a hyphen or space allowed (Finnish plates are "ABC-123"). */
export const LICENSE_PLATE = /^(?=.{2,10}$)[0-9A-Za-zÅÄÖåäö]+(?:[ -][0-9A-Za-zÅÄÖåäö]+)*$/;

export const ZLoadResourceGroupsForBookingReferenceRequest = z.object({
  bookingReference,
  referenceType: searchType,
  /** a facility id or code; internal staff and transporters choose warehouses (spec 1 §6) */
  warehouseId: optText(20),
  /** absent: purchase order unloads, customer number loads, other orders follow the order's facility groups */
  loading: flag.optional(),
});
export type TLoadResourceGroupsForBookingReferenceRequest = z.infer<typeof ZLoadResourceGroupsForBookingReferenceRequest>;

export const ZResourceGroupsByCompanyRequest = z.object({
  /** the company = the market of the facilities: "se" or "fi" (case-insensitive) */
  company: z
    .string({ error: TB.detailsMissing })
    .trim()
    .toLowerCase()
    .pipe(z.enum(["se", "fi"], { error: TB.detailsMissing })),
  loading: flag.optional(),
});
export type TResourceGroupsByCompanyRequest = z.infer<typeof ZResourceGroupsByCompanyRequest>;

export const ZLoadItemsOnResourceGroupRequest = z.object({
  resourceGroupId: id(TB.detailsMissing),
  loading: flag.optional(),
});
export type TLoadItemsOnResourceGroupRequest = z.infer<typeof ZLoadItemsOnResourceGroupRequest>;

export const ZLoadItemsOnResourceGroupForBookingReferenceRequest = z.object({
  resourceGroupId: id(TB.detailsMissing),
  bookingReference,
  referenceType: searchType,
  loading: flag.optional(),
});
export type TLoadItemsOnResourceGroupForBookingReferenceRequest = z.infer<typeof ZLoadItemsOnResourceGroupForBookingReferenceRequest>;

/** searchType: "number" (customer-number prefix), "name" (name contains); absent: digits search numbers, else names. */
export const ZCustomerSearchRequest = z.object({
  resourceGroupId: id(TB.detailsMissing),
  searchString: z.string({ error: TB.informationMissing }).trim().min(1, { error: TB.informationMissing }).max(100),
  searchType: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? undefined : typeof v === "string" ? v.toLowerCase() : v),
    z.enum(["number", "name"], { error: TB.detailsMissing }).optional(),
  ),
  loadOrUnloadValue: optText(20),
  customerSearchType: optText(20),
  token: optText(200),
});
export type TCustomerSearchRequest = z.infer<typeof ZCustomerSearchRequest>;

export const ZExistBookingRequest = z.object({
  bookingReference,
  /** the order kind, 5–8 (default 5, a purchase order) */
  referenceType: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? 5 : v),
    z.coerce.number({ error: TB.detailsMissing }).int().min(5, { error: TB.detailsMissing }).max(8, { error: TB.detailsMissing }),
  ),
});
export type TExistBookingRequest = z.infer<typeof ZExistBookingRequest>;

/** The contact data of a booking (spec 1 §5 "Time booking", spec 2 §5 "Booking"); the mobile is checked per market in the domain. */
const contactFields = {
  EmailAddress: email(),
  MobilePhone: optText(30),
  LicensePlateNo: optText(20).refine((v) => v === undefined || LICENSE_PLATE.test(v), { error: "validation.regNumber.valid" }),
  Note: optText(500),
  ReminderInMinutesBefore: reminder,
  DeliveryNo: optText(40).refine((v) => v === undefined || DELIVERY_NO.test(v), { error: TB.detailsMissing }),
};
/** The contact fields alone (the booking form builds its per-market schema on them: ./booking-form-rules.ts). */
export const ZBookingContactFields = z.object(contactFields);
export const reminderNeedsContact = <T extends { ReminderInMinutesBefore?: number; EmailAddress?: string; MobilePhone?: string }>(r: T) =>
  r.ReminderInMinutesBefore === undefined || Boolean(r.EmailAddress || r.MobilePhone);

export const ZUpdateReservationInformationRequest = z
  .object({ reservationId: id(TB.updateError), ...contactFields })
  .refine(reminderNeedsContact, { error: TB.detailsMissing, path: ["ReminderInMinutesBefore"] });
export type TUpdateReservationInformationRequest = z.infer<typeof ZUpdateReservationInformationRequest>;

/** UpdateReservation (form): the booking, its new local start and resource group, and the contact data. */
export const ZUpdateReservationRequest = z
  .object({
    reservationId: id(TB.updateError),
    FromTime: ZReservationSlot.shape.FromTime,
    /** the resource group; absent: the booking's own */
    ResourceId: z.preprocess((v) => (v === "" || v === null ? undefined : v), id(TB.detailsMissing).optional()),
    ...contactFields,
  })
  .refine(reminderNeedsContact, { error: TB.detailsMissing, path: ["ReminderInMinutesBefore"] });
export type TUpdateReservationRequest = z.infer<typeof ZUpdateReservationRequest>;

// ---- replies (output schemas of the calls; decision 028). Dialog texts are message() keys. ----

export const ZResourceGroupDto = z.object({
  Value: z.number(),
  Code: z.string(),
  Display: z.string(),
  IsSelected: z.boolean(),
  RegNoMandatory: z.boolean(),
  AllowedReservations: z.number(),
  M3Id: z.string().nullable(),
  IsLoading: z.boolean(),
  WarehouseId: z.number(),
});

export const ZBookingOrderDto = z.object({
  Quantity: z.number(),
  QuantityTons: z.number(),
  DeliveryDate: z.string().nullable(),
  Status: z.number(),
  ItemNumber: z.string().nullable(),
  Torkat: z.boolean(),
  Sort: z.string().nullable(),
  Warehouse: z.string().nullable(),
  Linenumber: z.number(),
  DeliveryAssuranceConfirmed: z.boolean(),
});

export const ZReservationDto = z.object({
  ReservationId: z.number(),
  DeliveryNo: z.string().nullable(),
  Owner: z.string().nullable(),
  CustomerNo: z.string(),
  CustomerName: z.string(),
  LicensePlateNo: z.string().nullable(),
  MobileNo: z.string().nullable(),
  Note: z.string().nullable(),
  Email: z.string().nullable(),
  ReminderInMinutesBefore: z.number().nullable(),
  ReservationDate: z.string(),
  From: z.string(),
  To: z.string(),
  ResourceGroupId: z.number(),
  ResourceGroupName: z.string(),
  IsLoading: z.boolean(),
  Editable: z.boolean(),
  IsBooked: z.boolean(),
  Qty: z.number().nullable(),
  Unit: z.string(),
  KontraktArtikel: z.string().nullable(),
  UserCanChange: z.boolean(),
  DateRegistered: z.string().nullable(),
  Visibility: z.enum(["full", "busy-only"]),
});

export const ZResourceGroupsResponse = z.object({ Resource: z.array(ZResourceGroupDto) });

export const ZLoadResourceGroupsResponse = z.object({
  Resource: z.array(ZResourceGroupDto),
  SearchStatus: z.enum(["NotFound", "Unplanned", "Delivered", "ReservationExists"]),
  Title: message().nullable(),
  Message: message().nullable(),
  IsBookingAllowed: z.boolean(),
  Loading: z.boolean(),
  LoadingLocked: z.boolean(),
  CustomerNo: z.string().nullable(),
  CustomerName: z.string().nullable(),
  IsDemoCustomer: z.boolean(),
  Orders: z.array(ZBookingOrderDto),
  Reservations: z.array(ZReservationDto),
});

export const ZLoadItemsResponse = z.object({
  Vehicles: z.array(z.object({ Value: z.number(), Code: z.string(), Display: z.string(), MaxQuantity: z.number().nullable() })),
  ReservationStops: z.array(z.string()),
  Items: z.array(z.object({ Value: z.string(), Display: z.string(), Unit: z.string() })),
  IgnoreSort: z.boolean(),
});

export const ZSlotsResponse = z.object({
  Calendar: z.object({
    TimeZone: z.string(),
    Days: z.array(
      z.object({
        Date: z.string(),
        Weekday: z.number(),
        IsFullyBooked: z.boolean(),
        TimeSlots: z.array(
          z.object({
            FromTime: z.string(),
            StartTime: z.string(),
            EndTime: z.string(),
            StartsAt: z.string(),
            Capacity: z.number(),
            FreeCapacity: z.number(),
            IsAvailable: z.boolean(),
          }),
        ),
      }),
    ),
  }),
  BackupArticle: z.string().nullable(),
  AllowedReservations: z.number(),
  RegNoMandatory: z.boolean(),
});

/** MakeReservation: one item per requested slot, each with its own Status (200 | 500) and ErrorMessage (spec 1 §7). */
export const ZMakeReservationResponse = z.object({
  makeReservations: z.array(
    z.object({
      Status: z.union([z.literal(200), z.literal(500)]),
      ReservationId: z.number().nullable(),
      StartDate: z.string(),
      StartTime: z.string(),
      CustomerNo: z.string(),
      CustomerName: z.string(),
      ErrorMessage: message().nullable(),
    }),
  ),
  Title: message(),
  Message: message(),
});

export const ZUpdateReservationResponse = z.object({
  updateReservations: z.array(
    z.object({
      Status: z.union([z.literal(200), z.literal(500)]),
      ReservationId: z.number(),
      StartDate: z.string().nullable(),
      StartTime: z.string().nullable(),
      Message: message().nullable(),
      ErrorMessage: message().nullable(),
    }),
  ),
  Title: message(),
});

export const ZDeleteReservationResponse = z.object({
  deleteReservations: z.array(z.object({ Status: z.literal(200), ReservationId: z.number(), ErrorMessage: z.null() })),
});

export const ZCustomerSearchResponse = z.object({
  Customers: z.array(z.object({ CustomerNo: z.string(), CustomerName: z.string(), IsDemoCustomer: z.boolean() })),
  Message: message().nullable(),
  Warning: message().nullable(),
});

export const ZExistBookingResponse = z.object({ IsExistBooking: z.boolean(), Message: message().nullable() });
