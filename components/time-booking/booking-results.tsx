"use client";

/** The per-slot result of MakeReservation (spec 1 §7 makeReservations; spec 2 §7 "status 500 shows a warning icon"). */
import { useTranslation } from "react-i18next";
import type { Market } from "@/lib/market";
import { formatLocalDay } from "@/lib/time-booking/booking-form-rules";
import type { MakeReservationItem } from "./types";

export function BookingResults({ market, items }: { market: Market; items: MakeReservationItem[] }) {
  const { t } = useTranslation();
  return (
    <section className="tb-card tb-results" aria-labelledby="tb-results-heading">
      <h2 id="tb-results-heading">{t("timeBooking.results.heading")}</h2>
      <div className="table-wrap">
        <table className="tb-table">
          <caption className="visually-hidden">{t("timeBooking.results.heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("timeBooking.results.status")}</th>
              <th scope="col">{t("timeBooking.results.date")}</th>
              <th scope="col">{t("timeBooking.results.time")}</th>
              <th scope="col">{t("timeBooking.results.customerNo")}</th>
              <th scope="col">{t("timeBooking.results.customerName")}</th>
              <th scope="col">{t("timeBooking.results.message")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={`${i.StartDate}T${i.StartTime}`} className={i.Status === 200 ? "tb-result--ok" : "tb-result--failed"}>
                <td data-label={t("timeBooking.results.status")}>
                  <span className={`tb-result__icon ${i.Status === 200 ? "ok" : "warning"}`} aria-hidden="true">{i.Status === 200 ? "✓" : "⚠"}</span>{" "}
                  <span>{i.Status === 200 ? t("timeBooking.results.ok") : t("timeBooking.results.failed")}</span>
                </td>
                <td data-label={t("timeBooking.results.date")}>{formatLocalDay(i.StartDate, market)}</td>
                <td data-label={t("timeBooking.results.time")}>{i.StartTime}</td>
                <td data-label={t("timeBooking.results.customerNo")}>{i.CustomerNo}</td>
                <td data-label={t("timeBooking.results.customerName")}>{i.CustomerName}</td>
                <td data-label={t("timeBooking.results.message")}>{i.Status === 200 ? "" : (i.ErrorMessage ?? "")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
