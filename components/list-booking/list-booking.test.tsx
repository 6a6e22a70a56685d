/**
 * Server rendering of the list booking's table and purchase order: the Owner/forwarder column only
 * for staff and transporters, the warning icon with its message for status-500 items, edit/delete/
 * move only where UserCanChange, print only for bookings on an order, the "Boka tid" link or the
 * reason why not, in Swedish and Finnish. (Interaction: tests/e2e/list-booking.)
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@/components/providers/i18n-provider";
import { QueryProvider } from "@/components/providers/query-provider";
import { DialogProvider } from "@/components/ui/dialogs";
import { RESOURCES } from "@/lib/i18n/resources";
import type { PurchaseOrderView } from "@/lib/list-booking/list-purchase-orders";
import type { SearchBookingItem } from "@/lib/list-booking/search-bookings";
import type { Market } from "@/lib/market";
import { BookingsTable, moveUrl } from "./bookings-table";
import { ListBookingView } from "./list-booking-view";
import { PurchaseOrderDetail } from "./purchase-orders";

const base: SearchBookingItem = {
  ReservationId: 11,
  DeliveryNo: "LEV1001",
  Owner: "300120",
  CustomerNo: "100234",
  CustomerName: "Gårdsjö Lantbruk AB",
  LicensePlateNo: "GHJ234",
  MobileNo: null,
  Note: null,
  Email: "farmer@demo.se",
  ReminderInMinutesBefore: 60,
  ReservationDate: "2026-09-04",
  From: "10:30",
  To: "11:00",
  ResourceGroupId: 3,
  ResourceGroupName: "Lidköping – lossning",
  IsLoading: false,
  Editable: true,
  IsBooked: true,
  Qty: 18,
  Unit: "ton",
  KontraktArtikel: "10320",
  UserCanChange: true,
  DateRegistered: "2026-08-30T10:00:00.000Z",
  Visibility: "full",
  Status: 200,
  ErrorMessage: null,
  ioNumber: "4500123403",
  lineNumber: 10,
  OrderType: "purchase",
  Warehouse: "LID",
  FacilityName: "Lidköping",
  dateRegistered: "2026-08-30T10:00:00.000Z",
};
const warned: SearchBookingItem = {
  ...base,
  ReservationId: 12,
  Status: 500,
  ErrorMessage: "Ordern är redan levererad.",
  UserCanChange: false,
  Editable: false,
};
const noOrder: SearchBookingItem = {
  ...base,
  ReservationId: 13,
  ioNumber: null,
  lineNumber: null,
  OrderType: null,
  LicensePlateNo: "MNO345",
};

function render(node: React.ReactNode, market: Market = "se") {
  const language = market === "fi" ? "fi" : "sv";
  return renderToString(
    <I18nProvider language={language} resources={RESOURCES[language]}>
      <QueryProvider>
        <DialogProvider>{node}</DialogProvider>
      </QueryProvider>
    </I18nProvider>,
  );
}
const table = (rows: SearchBookingItem[], showOwner: boolean, market: Market = "se") =>
  render(
    <BookingsTable
      market={market}
      rows={rows}
      loading={false}
      showOwner={showOwner}
      selected={new Set([11])}
      onSelect={() => {}}
      onPrint={() => {}}
      onEdit={() => {}}
      onDelete={() => {}}
    />,
    market,
  );

describe("BookingsTable", () => {
  it("shows the Owner/forwarder column to staff and transporters only", () => {
    expect(table([base], true)).toContain("Ägare/speditör");
    expect(table([base], false)).not.toContain("Ägare/speditör");
  });

  it("marks status-500 items with a warning icon named by the message", () => {
    const html = table([base, warned], false);
    expect(html).toContain('aria-label="Varning: Ordern är redan levererad."');
    expect(html.match(/class="lb-warning"/g)).toHaveLength(1);
  });

  it("offers edit, delete and move only where the booking may be changed, print only on an order", () => {
    const html = table([base, warned, noOrder], false);
    expect(html.match(/aria-label="Ändra bokning /g)).toHaveLength(2);
    expect(html.match(/aria-label="Ta bort bokning /g)).toHaveLength(2);
    expect(html.match(/aria-label="Skriv ut bokning /g)).toHaveLength(2);
    expect(html).toContain('href="/logistik/tidsbokning?ion=4500123403&amp;line=10"');
    expect(moveUrl(noOrder)).toBeNull();
    // the row without an order cannot be chosen for print
    expect(html).toMatch(
      /aria-label="Välj bokning 2026-09-04 10:30–11:00 för utskrift" title="Bokningen är inte gjord på en order[^"]*" disabled=""/,
    );
  });

  it("speaks Finnish with Finnish dates and tons", () => {
    const html = table([base], true, "fi");
    expect(html).toContain("Omistaja/huolitsija");
    expect(html).toContain("4.9.2026");
    expect(html).toContain("Muuta varausta 4.9.2026 10.30–11.00");
  });
});

describe("PurchaseOrderDetail", () => {
  const order: PurchaseOrderView = {
    ioNumber: "4500123452",
    CustomerNo: "100234",
    CustomerName: "Gårdsjö Lantbruk AB",
    Warehouse: "LID",
    FacilityName: "Lidköping",
    Status: 20,
    IsDelivered: false,
    Lines: [
      {
        Linenumber: 10,
        ItemNumber: "10150",
        ItemName: "Vårvete",
        Quantity: 22000,
        QuantityTons: 22,
        DeliveryDate: "2026-09-10",
        Status: 20,
        Torkat: false,
        Sort: null,
        Warehouse: "LID",
        DeliveryAssuranceConfirmed: true,
        Bookings: [],
        CanBook: true,
        BlockReason: null,
        BookingUrl: "/logistik/tidsbokning?ion=4500123452&line=10",
      },
      {
        Linenumber: 20,
        ItemNumber: "10150",
        ItemName: "Vårvete",
        Quantity: 12500,
        QuantityTons: 12.5,
        DeliveryDate: null,
        Status: 20,
        Torkat: false,
        Sort: null,
        Warehouse: "LID",
        DeliveryAssuranceConfirmed: false,
        Bookings: [],
        CanBook: false,
        BlockReason: "listBooking.orders.noDeliveryAssurance",
        BookingUrl: null,
      },
    ],
  };
  it("links a bookable line to the time booking and says why another cannot be booked", () => {
    const html = render(<PurchaseOrderDetail order={order} market="se" />);
    expect(html).toContain('href="/logistik/tidsbokning?ion=4500123452&amp;line=10"');
    expect(html).toContain("Boka tid");
    expect(html).toContain("Leveransförsäkran saknas.");
    expect(html).toContain("12,5");
    expect(html).toContain("/api/pdfhandler/generatemultipdf?ioNumber=4500123452&amp;lineNumber=20");
  });
});

describe("ListBookingView", () => {
  const view = (initialReply?: { Reservations: SearchBookingItem[]; Truncated: boolean; CustomerNo: string | null }) =>
    render(
      <ListBookingView
        market="se"
        groups={[]}
        showOwner={false}
        lockedCustomerNo="100234"
        initialCustomerNo=""
        initialFrom="2026-09-01"
        initialTo="2026-09-15"
        initialReply={initialReply}
        orders={null}
        order={null}
        orderError={null}
      />,
    );
  it("server-renders the first list that came with the page (nothing shifts when it arrives, decision 102)", () => {
    const html = view({ Reservations: [base, noOrder], Truncated: false, CustomerNo: "100234" });
    expect(html).toContain("GHJ234");
    expect(html).toContain("MNO345");
    expect(html).toContain("2 bokningar");
    // without it, the first paint is the loader (the list is searched on the client)
    expect(view()).not.toContain("GHJ234");
  });
});
