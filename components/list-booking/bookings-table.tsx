"use client";

/**
 * The list booking's results (spec 2 §2, §8 "Booking"): a DataTable of the bookings with row
 * checkboxes for the group multi-print, a warning icon for items with status 500 (its message in
 * a dialog and as the icon's name), and per row print, edit, delete and a link to move the
 * booking on the time booking page (edit, delete and move only where UserCanChange). The
 * Owner/forwarder column is shown to internal staff and transporters only (spec 1 §6).
 */
import { useMemo } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { useDialogs } from "@/components/ui/dialogs";
import { formatLocalDay, formatLocalTime, formatTonValue } from "@/lib/list-booking/format";
import type { SearchBookingItem } from "@/lib/list-booking/search-bookings";
import type { Market } from "@/lib/market";

export interface BookingsTableProps {
  market: Market;
  rows: SearchBookingItem[];
  loading: boolean;
  showOwner: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
  onPrint: (row: SearchBookingItem) => void;
  onEdit: (row: SearchBookingItem) => void;
  onDelete: (row: SearchBookingItem) => void;
}

/**
 * Where a booking is moved: its purchase order line on the time booking page (which lists the
 * order's booking with its edit button). Other bookings are changed in the edit dialog here.
 */
export function moveUrl(b: SearchBookingItem): string | null {
  if (b.ioNumber && b.OrderType === "purchase")
    return `/logistik/tidsbokning?ion=${encodeURIComponent(b.ioNumber)}&line=${b.lineNumber ?? ""}`;
  return null;
}

export const isPrintable = (b: SearchBookingItem) => b.ioNumber !== null && b.lineNumber !== null;

export function BookingsTable({ market, rows, loading, showOwner, selected, onSelect, onPrint, onEdit, onDelete }: BookingsTableProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const printable = useMemo(() => rows.filter(isPrintable).map((r) => r.ReservationId), [rows]);
  const allSelected = printable.length > 0 && printable.every((id) => selected.has(id));

  const columns = useMemo<ColumnDef<SearchBookingItem>[]>(() => {
    const span = (b: SearchBookingItem) => `${formatLocalTime(b.From, market)}–${formatLocalTime(b.To, market)}`;
    const when = (b: SearchBookingItem) => ({ date: formatLocalDay(b.ReservationDate, market), time: span(b) });
    const cols: ColumnDef<SearchBookingItem>[] = [
      {
        id: "select",
        enableSorting: false,
        header: () => (
          <input
            type="checkbox"
            aria-label={t("listBooking.results.selectAll")}
            checked={allSelected}
            disabled={printable.length === 0}
            onChange={(e) => onSelect(printable, e.target.checked)}
          />
        ),
        cell: (c) => {
          const b = c.row.original;
          const ok = isPrintable(b);
          return (
            <input
              type="checkbox"
              aria-label={t("listBooking.results.select", when(b))}
              title={ok ? undefined : t("listBooking.results.notPrintable")}
              checked={selected.has(b.ReservationId)}
              disabled={!ok}
              onChange={(e) => onSelect([b.ReservationId], e.target.checked)}
            />
          );
        },
        meta: { className: "lb-col-select" },
      },
      {
        id: "status",
        enableSorting: false,
        header: t("listBooking.columns.status"),
        cell: (c) => {
          const b = c.row.original;
          if (b.Status !== 500) return <span className="visually-hidden">{t("listBooking.row.ok")}</span>;
          const message = b.ErrorMessage ?? "";
          return (
            <button
              type="button"
              className="lb-warning"
              aria-label={t("listBooking.row.warning", { message })}
              title={message}
              onClick={() => void dialogs.alert({ type: "warning", title: t("listBooking.columns.status"), message })}
            >
              <span aria-hidden="true">⚠</span>
            </button>
          );
        },
        meta: { className: "lb-col-status", align: "center" },
      },
      {
        id: "date",
        accessorFn: (b) => `${b.ReservationDate} ${b.From}`,
        header: t("listBooking.columns.date"),
        cell: (c) => formatLocalDay(c.row.original.ReservationDate, market),
      },
      { id: "time", accessorFn: (b) => b.From, header: t("listBooking.columns.time"), cell: (c) => span(c.row.original) },
      { accessorKey: "ResourceGroupName", header: t("listBooking.columns.resourceGroup") },
      {
        id: "customer",
        accessorFn: (b) => b.CustomerNo,
        header: t("listBooking.columns.customer"),
        cell: (c) => (
          <>
            <span className="lb-nowrap">{c.row.original.CustomerNo}</span> <span className="lb-muted">{c.row.original.CustomerName}</span>
          </>
        ),
      },
    ];
    if (showOwner) cols.push({ accessorKey: "Owner", header: t("listBooking.columns.owner") });
    cols.push(
      { id: "regNo", accessorFn: (b) => b.LicensePlateNo ?? "", header: t("listBooking.columns.regNo") },
      { id: "deliveryNo", accessorFn: (b) => b.DeliveryNo ?? "", header: t("listBooking.columns.deliveryNo") },
      {
        id: "quantity",
        accessorFn: (b) => b.Qty,
        header: t("listBooking.columns.quantity"),
        cell: (c) => (c.row.original.Qty === null ? "" : formatTonValue(c.row.original.Qty, market)),
        meta: { align: "end" },
      },
      { id: "article", accessorFn: (b) => b.KontraktArtikel ?? "", header: t("listBooking.columns.article") },
      {
        id: "order",
        accessorFn: (b) => (b.ioNumber ? `${b.ioNumber}/${b.lineNumber}` : ""),
        header: t("listBooking.columns.order"),
        cell: (c) => (c.row.original.ioNumber ? `${c.row.original.ioNumber}/${c.row.original.lineNumber}` : "–"),
      },
      {
        id: "loading",
        accessorFn: (b) => (b.IsLoading ? 1 : 0),
        header: t("listBooking.columns.loading"),
        cell: (c) =>
          c.row.original.IsBooked
            ? t(c.row.original.IsLoading ? "listBooking.row.loading" : "listBooking.row.unloading")
            : t("listBooking.row.delivered"),
      },
      {
        id: "actions",
        enableSorting: false,
        header: t("listBooking.columns.actions"),
        cell: (c) => {
          const b = c.row.original;
          const w = when(b);
          return (
            <div className="lb-actions">
              {isPrintable(b) ? (
                <button
                  type="button"
                  className="btn btn--secondary lb-action"
                  aria-label={t("listBooking.row.printLabel", w)}
                  onClick={() => onPrint(b)}
                >
                  {t("listBooking.row.print")}
                </button>
              ) : null}
              {b.UserCanChange ? (
                <>
                  <button
                    type="button"
                    className="btn btn--secondary lb-action"
                    aria-label={t("listBooking.row.editLabel", w)}
                    onClick={() => onEdit(b)}
                  >
                    {t("listBooking.row.edit")}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary lb-action lb-action--danger"
                    aria-label={t("listBooking.row.deleteLabel", w)}
                    onClick={() => onDelete(b)}
                  >
                    {t("listBooking.row.delete")}
                  </button>
                  {moveUrl(b) ? (
                    <a className="lb-action lb-link" href={moveUrl(b) ?? undefined} aria-label={t("listBooking.row.moveLabel", w)}>
                      {t("listBooking.row.move")}
                    </a>
                  ) : null}
                </>
              ) : null}
            </div>
          );
        },
      },
    );
    return cols;
  }, [allSelected, dialogs, market, onDelete, onEdit, onPrint, onSelect, printable, selected, showOwner, t]);

  return (
    <DataTable
      id="list-booking"
      caption={t("listBooking.results.caption")}
      columns={columns}
      data={rows}
      loading={loading}
      getRowId={(b) => String(b.ReservationId)}
      emptyText={t("listBooking.results.empty")}
      defaultPageSize={25}
    />
  );
}
