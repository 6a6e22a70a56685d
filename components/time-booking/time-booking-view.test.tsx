/**
 * Server rendering of the time booking page's parts: the reference search per role (own purchase
 * orders for external customers, warehouse choice for staff and transporters), the slot calendar
 * (checkboxes named by date and time, full days, taken slots) and the bookings list (Owner column
 * and edit/delete only where allowed). Interaction: tests/e2e/time-booking.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { must } from "@/tests/support/must";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { DialogProvider } from "@/components/ui/dialogs";
import { RESOURCES } from "@/lib/i18n/resources";
import type { Market } from "@/lib/market";
import { BookingList } from "./booking-list";
import { SlotCalendar } from "./slot-calendar";
import { TimeBookingView } from "./time-booking-view";
import type { ReservationDto, SlotsReply } from "./types";

function wrap(node: ReactNode, market: Market = "se") {
  const language = market === "fi" ? "fi" : "sv";
  return renderToString(
    <I18nProvider language={language} resources={RESOURCES[language]}>
      <QueryProvider>
        <DialogProvider>{node}</DialogProvider>
      </QueryProvider>
    </I18nProvider>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/[\u00A0\u202F]/g, " ")
    .replace(/\s+/g, " ");

const FACILITIES = [
  { Id: 1, Code: "LID", Name: "Lidköping", ResourceGroupIds: [3, 4] },
  { Id: 2, Code: "SKA", Name: "Skara", ResourceGroupIds: [1, 2] },
];
const ORDERS = [
  {
    OrderNumber: "4500123401",
    CustomerNo: "100234",
    Linenumber: 10,
    ItemNumber: "10110",
    QuantityTons: 32,
    DeliveryDate: "2030-09-02",
    Warehouse: "Skara",
    Status: 20,
    DeliveryAssuranceConfirmed: true,
  },
];

describe("TimeBookingView", () => {
  it("external customers get their purchase orders and no warehouse choice", () => {
    const html = wrap(
      <TimeBookingView
        market="se"
        roles={{ internal: false, transporter: false }}
        customerNumber="100234"
        facilities={FACILITIES}
        ownOrders={ORDERS}
        initial={null}
      />,
    );
    expect(html).toMatch(/<label[^>]*>Referenstyp<\/label>/);
    for (const type of ["Inköpsorder", "Kundorder", "Distributionsorder", "Sändningsnummer", "Kundnummer"])
      expect(html).toContain(`>${type}</option>`);
    expect(html).toContain(">Boka tid för 4500123401 rad 10</button>");
    expect(text(html)).toContain("4500123401 10 10110 32 Skara Bekräftad");
    expect(html).not.toContain(">Anläggning</label>");
  });

  it("staff and transporters choose a warehouse and get no order list", () => {
    for (const roles of [
      { internal: true, transporter: false },
      { internal: false, transporter: true },
    ]) {
      const html = wrap(
        <TimeBookingView market="se" roles={roles} customerNumber={null} facilities={FACILITIES} ownOrders={[]} initial={null} />,
      );
      expect(html).toMatch(/<label[^>]*>Anläggning<\/label>/);
      expect(html).toContain('<option value="LID">Lidköping</option>');
      expect(html).not.toContain("Mina inköpsorder");
    }
  });

  it("is in Finnish on the Finnish market", () => {
    const html = wrap(
      <TimeBookingView
        market="fi"
        roles={{ internal: false, transporter: false }}
        customerNumber="700101"
        facilities={[]}
        ownOrders={[]}
        initial={null}
      />,
      "fi",
    );
    expect(html).toContain("Hae viitteellä");
    expect(html).toContain(">Ostotilaus</option>");
    expect(html).toContain("Ei ostotilauksia, joille voisi varata ajan.");
  });
});

const slot = (FromTime: string, free: number) => ({
  FromTime,
  StartTime: FromTime.slice(11),
  EndTime: "",
  StartsAt: "",
  Capacity: 3,
  FreeCapacity: free,
  IsAvailable: free > 0,
});
const SLOTS: SlotsReply = {
  Calendar: {
    TimeZone: "Europe/Stockholm",
    Days: [
      { Date: "2030-09-02", Weekday: 1, IsFullyBooked: true, TimeSlots: [slot("2030-09-02T07:00", 0)] },
      { Date: "2030-09-03", Weekday: 2, IsFullyBooked: false, TimeSlots: [slot("2030-09-03T07:00", 2), slot("2030-09-03T07:30", 0)] },
      { Date: "2030-09-07", Weekday: 6, IsFullyBooked: false, TimeSlots: [] },
    ],
  },
  BackupArticle: "10120",
  AllowedReservations: 3,
  RegNoMandatory: false,
};

describe("SlotCalendar", () => {
  const render = (market: Market, slots = SLOTS, selected: string[] = []) =>
    wrap(<SlotCalendar market={market} slots={slots} selected={selected} onToggle={() => {}} limitMessage={null} limit={3} />, market);

  it("names each slot by date and time, disables taken slots and marks full days", () => {
    const html = render("se", SLOTS, ["2030-09-03T07:00"]);
    expect(html).toMatch(/<input type="checkbox" id="tb-slot-203009030700" aria-label="2030-09-03 07:00"[^>]*checked=""/);
    expect(html).toMatch(/<input type="checkbox" id="tb-slot-203009030730" disabled="" aria-label="2030-09-03 07:30"/);
    expect(html).not.toMatch(/id="tb-slot-203009030700" disabled/);
    expect(text(html)).toContain("2030-09-02 – Dag fullbokad");
    expect(text(html)).toContain("Reservartikel: 10120");
    expect(text(html)).toContain("1 tid vald");
    expect(text(html)).toContain("Stängt");
    expect(text(html)).toContain("Du kan välja högst 3 tider.");
  });

  it("Finnish dates, and 'no times' when nothing is free", () => {
    expect(render("fi")).toContain('aria-label="3.9.2030 07:00"');
    const none = { ...SLOTS, Calendar: { ...SLOTS.Calendar, Days: [must(SLOTS.Calendar.Days[0])] } };
    expect(text(render("se", none))).toContain("Inga tider hittades");
  });
});

const BOOKING: ReservationDto = {
  ReservationId: 41,
  DeliveryNo: "L123",
  Owner: "300120",
  CustomerNo: "100234",
  CustomerName: "Gårdsjö Lantbruk AB",
  LicensePlateNo: "ABC123",
  MobileNo: null,
  Note: null,
  Email: "farmer@demo.se",
  ReminderInMinutesBefore: 60,
  ReservationDate: "2030-09-03",
  From: "07:00",
  To: "07:30",
  ResourceGroupId: 1,
  ResourceGroupName: "Skara – lossning",
  IsLoading: false,
  Editable: true,
  IsBooked: true,
  Qty: 32.5,
  Unit: "ton",
  KontraktArtikel: "10110",
  UserCanChange: true,
  DateRegistered: "2030-08-01T10:00:00.000Z",
  Visibility: "full",
};

describe("BookingList", () => {
  const render = (allColumns: boolean, bookings = [BOOKING]) =>
    wrap(
      <BookingList
        market="se"
        heading="Bokningar"
        bookings={bookings}
        allColumns={allColumns}
        editingId={null}
        busyId={null}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );

  it("staff and transporters see the owner/forwarder and the other columns", () => {
    const out = text(render(true));
    expect(out).toContain("Ägare/speditör");
    expect(out).toContain("300120");
    expect(out).toContain("32,5 ton");
    expect(out).toContain("L123");
  });

  it("external customers see fewer columns", () => {
    const out = text(render(false));
    expect(out).not.toContain("Ägare/speditör");
    expect(out).not.toContain("300120");
    expect(out).toContain("2030-09-03 07:00 – 07:30 Skara – lossning 100234 Gårdsjö Lantbruk AB ABC123 32,5 ton");
  });

  it("edit and delete only where the booking is editable and changeable; every booking can go to a calendar", () => {
    const html = render(false);
    expect(html).toContain('aria-label="Ändra bokning 2030-09-03 07:00"');
    expect(html).toContain('aria-label="Radera bokning 2030-09-03 07:00"');
    expect(html).toContain('href="/api/time-booking/ics/41"');
    const locked = render(false, [{ ...BOOKING, Editable: false, UserCanChange: false }]);
    expect(locked).not.toContain("Ändra bokning");
    expect(locked).not.toContain("Radera bokning");
    expect(locked).toContain('href="/api/time-booking/ics/41"');
    expect(text(render(false, []))).toContain("Det finns inga bokningar.");
  });

  it("someone else's booking (busy-only) shows its time and customer only: no owner, plate, quantity, calendar or change", () => {
    const busy: ReservationDto = {
      ...BOOKING,
      ReservationId: 42,
      Owner: null,
      LicensePlateNo: null,
      DeliveryNo: null,
      Email: null,
      ReminderInMinutesBefore: null,
      Qty: null,
      KontraktArtikel: null,
      DateRegistered: null,
      Editable: false,
      UserCanChange: false,
      Visibility: "busy-only",
    };
    const html = render(true, [busy]);
    expect(text(html)).toContain("2030-09-03 07:00 – 07:30 Skara – lossning 100234 Gårdsjö Lantbruk AB");
    for (const hidden of ["300120", "ABC123", "32,5", "L123", "10110", "/api/time-booking/ics/42", "Ändra bokning"])
      expect(html).not.toContain(hidden);
  });
});
