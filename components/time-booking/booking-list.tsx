"use client";

/**
 * Bookings of the reference (spec 1 §4 ReservationExists shows the existing bookings; §6): staff
 * and transporters see every column incl. Owner/forwarder, external customers fewer. Edit and
 * delete only where the booking is Editable/UserCanChange; each booking the user sees in full can
 * be added to a calendar (.ics); someone else's booking (busy-only, decision 019) shows only its
 * time and customer. The list prints on its own.
 */
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import { SimpleTable, type SimpleColumn } from "@/components/ui/simple-table";
import { formatQuantity } from "@/lib/delivery-fee/format";
import type { Market } from "@/lib/market";
import { formatLocalDay } from "@/lib/time-booking/booking-form-rules";
import type { ReservationDto } from "./types";

export interface BookingListProps {
  market: Market;
  heading: string;
  bookings: ReservationDto[];
  allColumns: boolean;
  editingId: number | null;
  busyId: number | null;
  onEdit: (b: ReservationDto) => void;
  onDelete: (b: ReservationDto) => void;
}

export function BookingList({ market, heading, bookings, allColumns, editingId, busyId, onEdit, onDelete }: BookingListProps) {
  const { t } = useTranslation();
  const date = (b: ReservationDto) => formatLocalDay(b.ReservationDate, market);
  const columns: SimpleColumn<ReservationDto>[] = [
    { id: "date", header: t("timeBooking.bookings.date"), cell: date },
    {
      id: "time",
      header: t("timeBooking.bookings.time"),
      cell: (b) => (
        <>
          {b.From}–{b.To}
        </>
      ),
    },
    { id: "group", header: t("timeBooking.bookings.group"), cell: (b) => b.ResourceGroupName },
    {
      id: "customer",
      header: t("timeBooking.bookings.customer"),
      cell: (b) => (
        <>
          {b.CustomerNo} {b.CustomerName}
        </>
      ),
    },
    ...(allColumns ? [{ id: "owner", header: t("timeBooking.bookings.owner"), cell: (b: ReservationDto) => b.Owner }] : []),
    { id: "licensePlate", header: t("timeBooking.bookings.licensePlate"), cell: (b) => b.LicensePlateNo ?? "" },
    {
      id: "quantity",
      header: t("timeBooking.bookings.quantity"),
      cell: (b) => (b.Qty === null ? "" : t("timeBooking.bookings.tons", { qty: formatQuantity(b.Qty, market) })),
    },
    ...(allColumns
      ? [
          { id: "item", header: t("timeBooking.bookings.item"), cell: (b: ReservationDto) => b.KontraktArtikel ?? "" },
          { id: "deliveryNo", header: t("timeBooking.bookings.deliveryNo"), cell: (b: ReservationDto) => b.DeliveryNo ?? "" },
        ]
      : []),
    {
      id: "actions",
      header: t("timeBooking.bookings.actions"),
      className: "tb-noprint",
      cellClassName: "tb-table__actions",
      label: false,
      cell: (b) => <BookingActions booking={b} date={date(b)} busy={busyId !== null} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return (
    <section className="tb-card tb-bookings" aria-labelledby="tb-bookings-heading">
      <div className="tb-card__header">
        <h2 id="tb-bookings-heading">{heading}</h2>
        {busyId !== null ? <Loader /> : null}
        {bookings.length ? (
          <button type="button" className="btn btn--secondary tb-noprint" onClick={() => window.print()}>
            {t("timeBooking.bookings.print")}
          </button>
        ) : null}
      </div>
      {bookings.length === 0 ? (
        <p className="tb-muted">{t("timeBooking.bookings.empty")}</p>
      ) : (
        <SimpleTable
          caption={heading}
          className="tb-table"
          stacked
          rows={bookings}
          getRowId={(b) => String(b.ReservationId)}
          rowClassName={(b) => (editingId === b.ReservationId ? "is-editing" : undefined)}
          columns={columns}
        />
      )}
    </section>
  );
}

/** Edit and delete where the booking may be changed; the calendar file where the user sees it in full. */
function BookingActions({
  booking: b,
  date,
  busy,
  onEdit,
  onDelete,
}: {
  booking: ReservationDto;
  date: string;
  busy: boolean;
  onEdit: (b: ReservationDto) => void;
  onDelete: (b: ReservationDto) => void;
}) {
  const { t } = useTranslation();
  const canChange = b.Editable && b.UserCanChange;
  return (
    <>
      {canChange ? (
        <>
          <button
            type="button"
            className="btn btn--secondary tb-btn-small"
            aria-label={t("timeBooking.bookings.edit", { date, time: b.From })}
            onClick={() => onEdit(b)}
            disabled={busy}
          >
            {t("timeBooking.bookings.editShort")}
          </button>
          <button
            type="button"
            className="btn btn--secondary tb-btn-small"
            aria-label={t("timeBooking.bookings.delete", { date, time: b.From })}
            onClick={() => onDelete(b)}
            disabled={busy}
          >
            {t("timeBooking.bookings.deleteShort")}
          </button>
        </>
      ) : null}
      {b.Visibility === "full" ? (
        <a
          href={`/api/time-booking/ics/${b.ReservationId}`}
          className="tb-ics"
          aria-label={t("timeBooking.bookings.calendarFor", { date, time: b.From })}
        >
          {t("timeBooking.bookings.calendar")}
        </a>
      ) : null}
    </>
  );
}
