/** The time booking page's reducer (pure): what each step resets, keeps and picks. */
import { describe, expect, it } from "vitest";
import {
  initialTimeBookingState,
  isBookable,
  reservationRequest,
  slotLimit,
  timeBookingReducer as reduce,
  type Found,
  type TimeBookingState,
} from "./time-booking-state";
import type { LoadItemsReply, ReservationDto, SlotsReply } from "./types";

const TODAY = "2030-09-01";
const group = (Value: number, extra: Partial<Found["Resource"][number]> = {}): Found["Resource"][number] => ({
  Value,
  Code: `G${Value}`,
  Display: `Grupp ${Value}`,
  IsSelected: false,
  RegNoMandatory: false,
  AllowedReservations: 3,
  M3Id: null,
  IsLoading: false,
  WarehouseId: 1,
  ...extra,
});
const FOUND: Found = {
  Resource: [group(1), group(2, { IsSelected: true, AllowedReservations: 2 })],
  SearchStatus: "Unplanned",
  Title: null,
  Message: null,
  IsBookingAllowed: true,
  Loading: false,
  LoadingLocked: true,
  CustomerNo: "100234",
  CustomerName: "Gårdsjö Lantbruk AB",
  IsDemoCustomer: false,
  Orders: [
    {
      Quantity: 32500,
      QuantityTons: 32.5,
      DeliveryDate: null,
      Status: 20,
      ItemNumber: "10110",
      Torkat: true,
      Sort: null,
      Warehouse: "SKA",
      Linenumber: 10,
      DeliveryAssuranceConfirmed: true,
    },
    {
      Quantity: 8000,
      QuantityTons: 8,
      DeliveryDate: null,
      Status: 20,
      ItemNumber: "10320",
      Torkat: false,
      Sort: null,
      Warehouse: "SKA",
      Linenumber: 20,
      DeliveryAssuranceConfirmed: true,
    },
  ],
  Reservations: [],
  reference: "4500123401",
  type: 5,
  line: 20,
};
const SLOTS = { Calendar: { Days: [] }, BackupArticle: "10111", AllowedReservations: 4, RegNoMandatory: true } as unknown as SlotsReply;
const BOOKING = {
  ReservationId: 41,
  CustomerNo: "100234",
  ResourceGroupId: 1,
  ReservationDate: "2030-09-03",
  IsLoading: false,
} as ReservationDto;

const item = (Value: string, Display: string) => ({ Value, Display, Unit: "ton" });
const vehicle = (Value: number, Display: string) => ({ Value, Code: `V${Value}`, Display, MaxQuantity: null });
const start = (): TimeBookingState => initialTimeBookingState({ reference: "", today: TODAY });
const found = (s: TimeBookingState, f: Found = FOUND, keep = false) =>
  reduce(s, { type: "searchFound", found: f, statusText: "Kund 100234", keep, market: "se", today: TODAY });

describe("time booking reducer", () => {
  it("a found, bookable reference fills the options from the chosen order line and the selected group", () => {
    const s = found(reduce(start(), { type: "searchStarted", keep: false, quiet: false }));
    expect(isBookable(s.found)).toBe(true);
    expect(s.statusText).toBe("Kund 100234");
    expect(s.opts).toEqual({
      loading: false,
      groupId: "2",
      item: "10320",
      vehicle: "",
      dried: "false",
      qty: "8",
      date: TODAY,
      lineNumber: 20,
    });
  });

  it("a refresh that keeps options keeps the group and the user's choices; a new search starts over", () => {
    let s = found(start());
    s = reduce(s, { type: "options", patch: { item: "10110", qty: "12,5", date: "2030-09-05" } });
    s = reduce(s, { type: "group", groupId: "1" });
    s = reduce(s, { type: "slotsLoaded", slots: SLOTS });
    s = reduce(s, { type: "selection", selected: ["2030-09-05T08:00"], limitMessage: null });
    const kept = found(reduce(s, { type: "searchStarted", keep: true, quiet: true }), FOUND, true);
    expect(kept.opts).toMatchObject({ groupId: "1", item: "10110", qty: "12,5", date: "2030-09-05" });
    expect(kept.selected).toEqual(["2030-09-05T08:00"]);
    const fresh = reduce(s, { type: "searchStarted", keep: false, quiet: false });
    expect(fresh).toMatchObject({ slots: null, selected: [], editing: null, results: null, searching: true });
  });

  it("a quiet search keeps the booking results, a loud one clears them", () => {
    const booked = reduce(found(start()), { type: "booked", results: [{ Status: 200 } as never] });
    expect(reduce(booked, { type: "searchStarted", keep: false, quiet: true }).results).toHaveLength(1);
    expect(reduce(booked, { type: "searchStarted", keep: false, quiet: false }).results).toBeNull();
  });

  it("a reference that cannot be booked shows no options", () => {
    const s = reduce(found(start()), {
      type: "choicesLoaded",
      choices: { Items: [], Vehicles: [], ReservationStops: [], IgnoreSort: true },
    });
    const delivered = found(s, { ...FOUND, SearchStatus: "Delivered" });
    expect(isBookable(delivered.found)).toBe(false);
    expect(delivered.choices).toBeNull();
  });

  it("loaded choices pick the only article and vehicle, keep a valid choice and drop one that is gone", () => {
    const s = found(start());
    const one: LoadItemsReply = { Items: [item("10110", "Vete")], Vehicles: [vehicle(7, "Bil")], ReservationStops: [], IgnoreSort: false };
    expect(reduce(s, { type: "choicesLoaded", choices: one }).opts).toMatchObject({ item: "10110", vehicle: "7" });
    const two: LoadItemsReply = {
      ...one,
      Items: [item("10320", "Korn"), item("10110", "Vete")],
      Vehicles: [vehicle(7, "Bil"), vehicle(8, "Släp")],
    };
    expect(reduce(s, { type: "choicesLoaded", choices: two }).opts).toMatchObject({ item: "10320", vehicle: "" });
    const none: LoadItemsReply = { ...two, Items: [item("10500", "Havre"), item("10600", "Råg")] };
    expect(reduce(s, { type: "choicesLoaded", choices: none }).opts.item).toBe("");
  });

  it("changing direction or group drops the slots and the ticks", () => {
    let s = reduce(found(start()), { type: "slotsLoaded", slots: SLOTS });
    s = reduce(s, { type: "selection", selected: ["a"], limitMessage: null });
    expect(reduce(s, { type: "direction", loading: true })).toMatchObject({ slots: null, selected: [], opts: { loading: true } });
    expect(reduce(s, { type: "group", groupId: "1" })).toMatchObject({ slots: null, selected: [], opts: { groupId: "1" } });
  });

  it("the tick limit: one while moving a booking, else the slots' or the group's AllowedReservations", () => {
    const s = found(start());
    expect(slotLimit(s)).toBe(2);
    expect(slotLimit(reduce(s, { type: "slotsLoaded", slots: SLOTS }))).toBe(4);
    const editing = reduce(s, { type: "startEdit", booking: BOOKING });
    expect(slotLimit(editing)).toBe(1);
    expect(reduce(editing, { type: "cancelEdit" })).toMatchObject({ editing: null, slots: null, selected: [] });
  });

  it("the MakeReservation body carries the options, the ticked slots and the attempt's key", () => {
    let s = found(start());
    s = reduce(s, { type: "options", patch: { vehicle: "7", qty: "12,5" } });
    s = reduce(s, { type: "slotsLoaded", slots: SLOTS });
    s = reduce(s, { type: "selection", selected: ["2030-09-05T08:00", "2030-09-05T08:30"], limitMessage: null });
    const body = reservationRequest(
      { ...s, found: s.found! },
      { EmailAddress: "a@b.se", Note: "", LicensePlateNo: "ABC123", MobilePhone: "", DeliveryNo: "" },
      "key-1",
    );
    expect(body).toMatchObject({
      SearchValue: "4500123401",
      SearchType: 5,
      Qty: 12.5,
      VehicleAssortmentID: 7,
      ResourceId: 2,
      CustomerNo: "100234",
      Dried: false,
      Item: "10320",
      LineNumber: 20,
      BackupArticle: "10111",
      IdempotencyKey: "key-1",
      Reservations: [
        { FromTime: "2030-09-05T08:00", ResourceId: 2, Unloading: true, Loading: false },
        { FromTime: "2030-09-05T08:30", ResourceId: 2, Unloading: true, Loading: false },
      ],
    });
  });
});
