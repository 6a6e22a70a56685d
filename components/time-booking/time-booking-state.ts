/**
 * The time booking page's state as one reducer (pure): the reference search, the booking options,
 * the slots and their selection, the results of a booking and the booking being edited. The calls
 * and dialogs live in use-time-booking.ts; each step is its own component.
 */
import { formatQuantity } from "@/lib/delivery-fee/format";
import type { Market } from "@/lib/market";
import { parseTons, pickOrderLine, showsSelection, type ReferenceType, type TBookingContact } from "@/lib/time-booking/booking-form-rules";
import type { LoadItemsReply, LoadResourceGroupsReply, MakeReservationItem, ReservationDto, SlotsReply } from "./types";

/** A reference that was searched, with its reply. */
export type Found = LoadResourceGroupsReply & { reference: string; type: ReferenceType; line: number | null };

export interface BookingOptions {
  loading: boolean;
  groupId: string;
  item: string;
  vehicle: string;
  dried: "" | "true" | "false";
  qty: string;
  date: string;
  lineNumber: number | null;
}

export interface TimeBookingState {
  type: ReferenceType;
  reference: string;
  warehouse: string;
  referenceError: string | undefined;
  searching: boolean;
  found: Found | null;
  statusText: string;
  opts: BookingOptions;
  optErrors: Record<string, string>;
  choices: LoadItemsReply | null;
  loadingChoices: boolean;
  slots: SlotsReply | null;
  slotsLoading: boolean;
  selected: string[];
  limitMessage: string | null;
  results: MakeReservationItem[] | null;
  editing: ReservationDto | null;
  busyId: number | null;
}

export type TimeBookingAction =
  | { type: "referenceType"; referenceType: ReferenceType; reference: string }
  | { type: "reference"; reference: string; error?: string }
  | { type: "referenceError"; error: string | undefined }
  | { type: "warehouse"; warehouse: string }
  | { type: "searchStarted"; keep: boolean; quiet: boolean }
  | { type: "searchFound"; found: Found; statusText: string; keep: boolean; market: Market; today: string }
  | { type: "searchFailed" }
  | { type: "searchDone" }
  | { type: "choicesLoading" }
  | { type: "choicesLoaded"; choices: LoadItemsReply | null }
  | { type: "choicesDone" }
  | { type: "options"; patch: Partial<BookingOptions> }
  | { type: "optErrors"; errors: Record<string, string> }
  | { type: "direction"; loading: boolean }
  | { type: "group"; groupId: string }
  | { type: "slotsStarted" }
  | { type: "slotsLoaded"; slots: SlotsReply | null }
  | { type: "slotsDone" }
  | { type: "selection"; selected: string[]; limitMessage: string | null }
  | { type: "booked"; results: MakeReservationItem[] }
  | { type: "clearSlots" }
  | { type: "startEdit"; booking: ReservationDto }
  | { type: "cancelEdit" }
  | { type: "busy"; id: number | null }
  | { type: "status"; text: string };

export function initialTimeBookingState(opts: { reference: string; today: string }): TimeBookingState {
  return {
    type: 5,
    reference: opts.reference,
    warehouse: "",
    referenceError: undefined,
    searching: false,
    found: null,
    statusText: "",
    opts: { loading: false, groupId: "", item: "", vehicle: "", dried: "", qty: "", date: opts.today, lineNumber: null },
    optErrors: {},
    choices: null,
    loadingChoices: false,
    slots: null,
    slotsLoading: false,
    selected: [],
    limitMessage: null,
    results: null,
    editing: null,
    busyId: null,
  };
}

/** The reference can be booked: the options, slots and contact steps show. */
export const isBookable = (found: Found | null): boolean => (found ? showsSelection(found.SearchStatus, found.IsBookingAllowed) : false);

const noSlots = { slots: null, selected: [] as string[] };

export function timeBookingReducer(s: TimeBookingState, a: TimeBookingAction): TimeBookingState {
  switch (a.type) {
    case "referenceType":
      return { ...s, type: a.referenceType, reference: a.reference, found: null, statusText: "" };
    case "reference":
      return { ...s, reference: a.reference, ...("error" in a ? { referenceError: a.error } : {}) };
    case "referenceError":
      return { ...s, referenceError: a.error };
    case "warehouse":
      return { ...s, warehouse: a.warehouse };
    case "searchStarted":
      // a refresh of a bookable reference keeps the user's choices; anything else starts over
      if (a.keep) return { ...s, searching: true };
      return { ...s, searching: true, ...noSlots, limitMessage: null, editing: null, results: a.quiet ? s.results : null };
    case "searchFound": {
      const r = a.found;
      const next: TimeBookingState = { ...s, found: r, statusText: a.statusText };
      if (!isBookable(r)) return { ...next, choices: null };
      const line = pickOrderLine(r.Orders, r.line);
      const kept = a.keep && r.Resource.some((g) => String(g.Value) === s.opts.groupId) ? s.opts.groupId : null;
      const group = r.Resource.find((g) => g.IsSelected) ?? r.Resource[0];
      const groupId = kept ?? (group ? String(group.Value) : "");
      const dried: BookingOptions["dried"] = !line ? "" : line.Torkat ? "true" : "false";
      const fresh = a.keep
        ? {}
        : {
            item: line?.ItemNumber ?? "",
            vehicle: "",
            dried,
            qty: line ? formatQuantity(line.QuantityTons, a.market) : "",
            date: a.today,
            lineNumber: line?.Linenumber ?? null,
          };
      return { ...next, opts: { ...s.opts, loading: r.Loading, groupId, ...fresh }, optErrors: {} };
    }
    case "searchFailed":
      return { ...s, found: null, statusText: "" };
    case "searchDone":
      return { ...s, searching: false };
    case "choicesLoading":
      return { ...s, loadingChoices: true };
    case "choicesLoaded": {
      const c = a.choices;
      if (!c) return { ...s, choices: null };
      const o = s.opts;
      const item = c.Items.some((i) => i.Value === o.item) ? o.item : c.Items.length === 1 ? (c.Items[0]?.Value ?? "") : "";
      const vehicle = c.Vehicles.some((v) => String(v.Value) === o.vehicle)
        ? o.vehicle
        : c.Vehicles.length === 1
          ? String(c.Vehicles[0]?.Value ?? "")
          : "";
      return { ...s, choices: c, opts: { ...o, item, vehicle } };
    }
    case "choicesDone":
      return { ...s, loadingChoices: false };
    case "options":
      return { ...s, opts: { ...s.opts, ...a.patch } };
    case "optErrors":
      return { ...s, optErrors: a.errors };
    case "direction":
      return { ...s, opts: { ...s.opts, loading: a.loading }, ...noSlots };
    case "group":
      return { ...s, opts: { ...s.opts, groupId: a.groupId }, ...noSlots };
    case "slotsStarted":
      return { ...s, slotsLoading: true, selected: [], limitMessage: null };
    case "slotsLoaded":
      return { ...s, slots: a.slots };
    case "slotsDone":
      return { ...s, slotsLoading: false };
    case "selection":
      return { ...s, selected: a.selected, limitMessage: a.limitMessage };
    case "booked":
      return { ...s, results: a.results, selected: [] };
    case "clearSlots":
      return { ...s, ...noSlots };
    case "startEdit":
      return { ...s, editing: a.booking, results: null };
    case "cancelEdit":
      return { ...s, editing: null, ...noSlots };
    case "busy":
      return { ...s, busyId: a.id };
    case "status":
      return { ...s, statusText: a.text };
  }
}

/** How many slots may be ticked: one when moving a booking, else the group's AllowedReservations. */
export function slotLimit(s: TimeBookingState): number {
  if (s.editing) return 1;
  const group = s.found?.Resource.find((g) => String(g.Value) === s.opts.groupId) ?? null;
  return s.slots?.AllowedReservations ?? group?.AllowedReservations ?? 1;
}

/** The MakeReservation body (spec 1 §7) for the ticked slots and the contact data. */
export function reservationRequest(
  s: Pick<TimeBookingState, "opts" | "selected" | "choices" | "slots"> & { found: Found },
  values: TBookingContact,
  idempotencyKey: string,
): Record<string, unknown> {
  const { found, opts } = s;
  const groupId = Number(opts.groupId);
  return {
    SearchValue: found.reference,
    SearchType: found.type,
    Qty: parseTons(opts.qty),
    VehicleAssortmentID: Number(opts.vehicle),
    ResourceId: groupId,
    Note: values.Note,
    ReminderInMinutesBefore: values.ReminderInMinutesBefore,
    EmailAddress: values.EmailAddress,
    CustomerName: found.CustomerName ?? undefined,
    CustomerNo: found.CustomerNo,
    Dried: opts.dried === "" ? undefined : opts.dried === "true",
    SelectedDate: opts.date,
    Item: opts.item,
    LicensePlateNo: values.LicensePlateNo,
    MobilePhone: values.MobilePhone,
    IgnoreSort: s.choices?.IgnoreSort ?? true,
    BackupArticle: s.slots?.BackupArticle ?? undefined,
    LineNumber: opts.lineNumber ?? undefined,
    DeliveryNo: values.DeliveryNo,
    Reservations: s.selected.map((FromTime) => ({ FromTime, ResourceId: groupId, Unloading: !opts.loading, Loading: opts.loading })),
    IdempotencyKey: idempotencyKey,
  };
}
