"use client";

/** The per-slot result of MakeReservation (spec 1 §7 makeReservations; spec 2 §7 "status 500 shows a warning icon"). */
import { useTranslation } from "@/lib/i18n/react";
import { SimpleTable } from "@/components/ui/simple-table";
import type { Market } from "@/lib/market";
import { formatLocalDay } from "@/lib/time-booking/booking-form-rules";
import type { MakeReservationItem } from "./types";

export function BookingResults({ market, items }: { market: Market; items: MakeReservationItem[] }) {
  const { t } = useTranslation();
  return (
    <section className="tb-card tb-results" aria-labelledby="tb-results-heading">
      <h2 id="tb-results-heading">{t("timeBooking.results.heading")}</h2>
      <SimpleTable
        className="tb-table"
        caption={t("timeBooking.results.heading")}
        rows={items}
        getRowId={(i) => `${i.StartDate}T${i.StartTime}`}
        rowClassName={(i) => (i.Status === 200 ? "tb-result--ok" : "tb-result--failed")}
        stacked
        columns={[
          {
            id: "status",
            header: t("timeBooking.results.status"),
            cell: (i) => (
              <>
                <span className={`tb-result__icon ${i.Status === 200 ? "ok" : "warning"}`} aria-hidden="true">
                  {i.Status === 200 ? "✓" : "⚠"}
                </span>{" "}
                <span>{i.Status === 200 ? t("timeBooking.results.ok") : t("timeBooking.results.failed")}</span>
              </>
            ),
          },
          { id: "date", header: t("timeBooking.results.date"), cell: (i) => formatLocalDay(i.StartDate, market) },
          { id: "time", header: t("timeBooking.results.time"), cell: (i) => i.StartTime },
          { id: "customerNo", header: t("timeBooking.results.customerNo"), cell: (i) => i.CustomerNo },
          { id: "customerName", header: t("timeBooking.results.customerName"), cell: (i) => i.CustomerName },
          { id: "message", header: t("timeBooking.results.message"), cell: (i) => (i.Status === 200 ? "" : (i.ErrorMessage ?? "")) },
        ]}
      />
    </section>
  );
}
