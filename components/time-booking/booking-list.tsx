"use client";

/**
 * Bookings of the reference (spec 1 §4 ReservationExists shows the existing bookings; §6): staff
 * and transporters see every column incl. Owner/forwarder, external customers fewer. Edit and
 * delete only where the booking is Editable/UserCanChange; each booking can be added to a
 * calendar (.ics); the list prints on its own.
 */
import { useTranslation } from "react-i18next";
import { Loader } from "@/components/ui/loader";
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
        <div className="table-wrap">
          <table className="tb-table">
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <th scope="col">{t("timeBooking.bookings.date")}</th>
                <th scope="col">{t("timeBooking.bookings.time")}</th>
                <th scope="col">{t("timeBooking.bookings.group")}</th>
                <th scope="col">{t("timeBooking.bookings.customer")}</th>
                {allColumns ? <th scope="col">{t("timeBooking.bookings.owner")}</th> : null}
                <th scope="col">{t("timeBooking.bookings.licensePlate")}</th>
                <th scope="col">{t("timeBooking.bookings.quantity")}</th>
                {allColumns ? <th scope="col">{t("timeBooking.bookings.item")}</th> : null}
                {allColumns ? <th scope="col">{t("timeBooking.bookings.deliveryNo")}</th> : null}
                <th scope="col" className="tb-noprint">{t("timeBooking.bookings.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((b) => {
                const date = formatLocalDay(b.ReservationDate, market);
                const canChange = b.Editable && b.UserCanChange;
                return (
                  <tr key={b.ReservationId} className={editingId === b.ReservationId ? "is-editing" : undefined}>
                    <td data-label={t("timeBooking.bookings.date")}>{date}</td>
                    <td data-label={t("timeBooking.bookings.time")}>{b.From}–{b.To}</td>
                    <td data-label={t("timeBooking.bookings.group")}>{b.ResourceGroupName}</td>
                    <td data-label={t("timeBooking.bookings.customer")}>{b.CustomerNo} {b.CustomerName}</td>
                    {allColumns ? <td data-label={t("timeBooking.bookings.owner")}>{b.Owner}</td> : null}
                    <td data-label={t("timeBooking.bookings.licensePlate")}>{b.LicensePlateNo ?? ""}</td>
                    <td data-label={t("timeBooking.bookings.quantity")}>{t("timeBooking.bookings.tons", { qty: formatQuantity(b.Qty, market) })}</td>
                    {allColumns ? <td data-label={t("timeBooking.bookings.item")}>{b.KontraktArtikel ?? ""}</td> : null}
                    {allColumns ? <td data-label={t("timeBooking.bookings.deliveryNo")}>{b.DeliveryNo ?? ""}</td> : null}
                    <td className="tb-noprint tb-table__actions">
                      {canChange ? (
                        <>
                          <button type="button" className="btn btn--secondary tb-btn-small" aria-label={t("timeBooking.bookings.edit", { date, time: b.From })} onClick={() => onEdit(b)} disabled={busyId !== null}>
                            {t("timeBooking.bookings.editShort")}
                          </button>
                          <button type="button" className="btn btn--secondary tb-btn-small" aria-label={t("timeBooking.bookings.delete", { date, time: b.From })} onClick={() => onDelete(b)} disabled={busyId !== null}>
                            {t("timeBooking.bookings.deleteShort")}
                          </button>
                        </>
                      ) : null}
                      <a href={`/api/time-booking/ics/${b.ReservationId}`} className="tb-ics" aria-label={t("timeBooking.bookings.calendarFor", { date, time: b.From })}>
                        {t("timeBooking.bookings.calendar")}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
