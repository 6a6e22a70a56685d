"use client";

/**
 * /logistik/listbokning (spec 2 §2 "Time booking and list-booking page: search, edit, delete,
 * print"; §5, §8 "Booking"): the search form, the bookings found (POST
 * /api/list-booking/SearchBookings) with multi-print of the selected rows ('Du måste först välja
 * rader' when none), print, edit (UpdateReservationInformation), delete with a confirmation
 * (DeleteReservation; 'Fel uppstod vid anropet till tjänsten.' on failure) and move; and the
 * customer's purchase orders (links with ?ion=) or one order's lines.
 */
import "./list-booking.css";
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, isAbort, isSessionEnd, useApiFetch, useApiMutation } from "@/lib/client/query";
import { formatLocalDay, formatLocalTime } from "@/lib/list-booking/format";
import type { PurchaseOrderView } from "@/lib/list-booking/list-purchase-orders";
import { multiPdfUrl } from "@/lib/list-booking/constants";
import type { SearchBookingItem, SearchBookingsReply } from "@/lib/list-booking/search-bookings";
import type { Market } from "@/lib/market";
import type { ResourceGroupDto } from "@/lib/time-booking/booking-dto";
import { BookingsTable, isPrintable } from "./bookings-table";
import { PurchaseOrderDetail, PurchaseOrderList } from "./purchase-orders";
import { useFlatForm } from "@/components/ui/use-flat-form";
import type { TSearchBookingsRequest } from "@/lib/list-booking/schemas";
import { SearchForm, searchSchema, type SearchValues } from "./search-form";

/** The edit dialog (React Aria's modal, react-hook-form, the contact schema) loads on the first edit (decision 100). */
const EditBookingDialog = lazy(() => import("./edit-booking-dialog").then((m) => ({ default: m.EditBookingDialog })));

export interface ListBookingViewProps {
  market: Market;
  groups: ResourceGroupDto[];
  /** internal staff and transporters: the Owner/forwarder column and a free customer field */
  showOwner: boolean;
  /** external customers: the customer in play (the field is locked to it) */
  lockedCustomerNo: string | null;
  /** the customer the search starts with (staff: the customer they act for) */
  initialCustomerNo: string;
  /** the default period, ISO */
  initialFrom: string;
  initialTo: string;
  /** the first list, read with the page (absent: searched here on the first render) */
  initialReply?: SearchBookingsReply;
  /** external customers without ?ion: their purchase orders */
  orders: PurchaseOrderView[] | null;
  /** ?ion: that order, or why it cannot be shown */
  order: PurchaseOrderView | null;
  orderError: string | null;
}

export function ListBookingView(props: ListBookingViewProps) {
  const { market, groups, showOwner, lockedCustomerNo } = props;
  const { t } = useTranslation();
  const dialogs = useDialogs();
  // a search filter: its state and the schema's check are useFlatForm (decision 108)
  const form = useFlatForm<SearchValues, TSearchBookingsRequest>(
    {
      ResourceGroupId: "",
      FromDate: props.initialFrom,
      ToDate: props.initialTo,
      RegNo: "",
      CustomerNo: props.initialCustomerNo,
    },
    searchSchema,
  );
  const [rows, setRows] = useState<SearchBookingItem[]>(props.initialReply?.Reservations ?? []);
  const [truncated, setTruncated] = useState(props.initialReply?.Truncated ?? false);
  const [loading, setLoading] = useState(!props.initialReply);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<SearchBookingItem | null>(null);
  const [notice, setNotice] = useState("");
  const searchSeq = useRef(0);
  const lastSearch = useRef<SearchValues>(form.values);
  const { serverErrors } = form;
  const api = useApiFetch();
  const searchKey = useMemo(
    () => customerKey(lockedCustomerNo ?? props.initialCustomerNo, "list-booking", "search"),
    [lockedCustomerNo, props.initialCustomerNo],
  );
  const { mutateAsync: deleteReservation } = useApiMutation("/api/time-booking/DeleteReservation");

  const runSearch = useCallback(
    /** a search of values already checked (the user's send went through the form's check; the first list and a refresh repeat valid values) */
    async (v: SearchValues) => {
      setFailure(null);
      const seq = ++searchSeq.current;
      setLoading(true);
      try {
        // a newer search replaces one still running
        await api.cancel(searchKey);
        const reply = await api.fetch<SearchBookingsReply>(searchKey, "/api/list-booking/SearchBookings", {
          ...v,
          CustomerNo: lockedCustomerNo ?? v.CustomerNo,
        });
        if (seq !== searchSeq.current) return;
        lastSearch.current = v;
        setRows(reply.Reservations);
        setTruncated(reply.Truncated);
        setSelected((s) => new Set([...s].filter((id) => reply.Reservations.some((r) => r.ReservationId === id))));
      } catch (e) {
        if (seq !== searchSeq.current || isAbort(e) || isSessionEnd(e)) return;
        // a 400's field messages go onto the fields; anything else is said above the list
        setFailure(serverErrors(e, t("listBooking.search.failed")));
        setRows([]);
      } finally {
        if (seq === searchSeq.current) setLoading(false);
      }
    },
    [api, lockedCustomerNo, searchKey, serverErrors, t],
  );

  // the first list: the default period for the customer in play (once, on the first render,
  // unless it came with the page); leaving the page aborts a search
  const firstSearch = useEffectEvent(() => {
    if (!props.initialReply) void runSearch(lastSearch.current);
  });
  const abandonSearch = useEffectEvent(() => {
    searchSeq.current++;
    void api.cancel(searchKey);
  });
  useEffect(() => {
    firstSearch();
    return () => abandonSearch();
  }, []);

  const refresh = useCallback(() => void runSearch(lastSearch.current), [runSearch]);

  const onSelect = useCallback((ids: number[], on: boolean) => {
    setSelected((s) => {
      const next = new Set(s);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  const openPdf = (lines: { ioNumber: string; lineNumber: number }[]) => {
    window.open(multiPdfUrl(lines), "_blank", "noopener");
  };

  const onPrint = useCallback((b: SearchBookingItem) => {
    if (b.ioNumber && b.lineNumber !== null) openPdf([{ ioNumber: b.ioNumber, lineNumber: b.lineNumber }]);
  }, []);

  const printSelected = async () => {
    const chosen = rows.filter((r) => selected.has(r.ReservationId) && isPrintable(r));
    if (!chosen.length) {
      await dialogs.alert({ type: "info", title: t("listBooking.results.noRowsTitle"), message: t("listBooking.results.noRowsSelected") });
      return;
    }
    openPdf(chosen.map((r) => ({ ioNumber: r.ioNumber!, lineNumber: r.lineNumber! })));
  };

  const onDelete = useCallback(
    async (b: SearchBookingItem) => {
      const when = {
        date: formatLocalDay(b.ReservationDate, market),
        time: `${formatLocalTime(b.From, market)}–${formatLocalTime(b.To, market)}`,
      };
      const yes = await dialogs.confirm({
        type: "warning",
        title: t("listBooking.delete.title"),
        message: t("listBooking.delete.confirm", { ...when, group: b.ResourceGroupName }),
        confirmText: t("listBooking.delete.yes"),
        cancelText: t("listBooking.delete.no"),
      });
      if (!yes) return;
      try {
        await deleteReservation({
          reservationId: b.ReservationId,
          owner: b.Owner,
          customerNo: b.CustomerNo,
          dateRegistered: b.dateRegistered,
          isInternal: showOwner ? "1" : "0",
        });
        setRows((rs) => rs.filter((r) => r.ReservationId !== b.ReservationId));
        setSelected((s) => new Set([...s].filter((id) => id !== b.ReservationId)));
        setNotice(t("listBooking.results.deleted", when));
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return;
        await dialogs.alert({ type: "error", title: t("listBooking.delete.failedTitle"), message: t("listBooking.delete.failed") });
      }
    },
    [deleteReservation, dialogs, market, showOwner, t],
  );

  const editWanted = useOpenedOnce(editing !== null);
  const selectedCount = rows.filter((r) => selected.has(r.ReservationId)).length;

  return (
    <>
      {props.orderError ? (
        <p className="alert alert--error" role="alert">
          {props.orderError}
        </p>
      ) : null}
      {props.order ? <PurchaseOrderDetail order={props.order} market={market} /> : null}

      <section className="card lb-card" aria-labelledby="lb-search-title">
        <h2 id="lb-search-title">{t("listBooking.search.heading")}</h2>
        <SearchForm
          market={market}
          groups={groups}
          values={form.values}
          onChange={form.set}
          errors={form.errors}
          lockedCustomerNo={lockedCustomerNo}
          busy={loading}
          onSubmit={(e) => void form.submit((_request, checked) => runSearch(checked))(e)}
        />
      </section>

      <section className="card lb-card" aria-labelledby="lb-results-title">
        <div className="lb-card__header">
          <h2 id="lb-results-title">{t("listBooking.results.heading")}</h2>
          <div className="lb-toolbar">
            <span className="lb-muted" aria-live="polite">
              {loading ? t("listBooking.results.loading") : t("listBooking.results.count", { count: rows.length })}
              {selectedCount ? ` · ${t("listBooking.results.selected", { count: selectedCount })}` : ""}
            </span>
            <button type="button" className="btn" onClick={() => void printSelected()}>
              {t("listBooking.results.printSelected")}
            </button>
          </div>
        </div>
        <p className={notice ? "alert alert--ok" : "visually-hidden"} role="status">
          {notice}
        </p>
        {failure ? (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        ) : null}
        {truncated ? <p className="alert alert--info">{t("listBooking.results.truncated", { count: rows.length })}</p> : null}
        <BookingsTable
          market={market}
          rows={rows}
          loading={loading}
          showOwner={showOwner}
          selected={selected}
          onSelect={onSelect}
          onPrint={onPrint}
          onEdit={setEditing}
          onDelete={(b) => void onDelete(b)}
        />
      </section>

      {props.orders ? <PurchaseOrderList orders={props.orders} /> : null}

      {editWanted ? (
        <Suspense fallback={null}>
          <EditBookingDialog
            booking={editing}
            market={market}
            regNoMandatory={groups.find((g) => g.Value === editing?.ResourceGroupId)?.RegNoMandatory ?? false}
            onClose={() => setEditing(null)}
            onSaved={refresh}
          />
        </Suspense>
      ) : null}
    </>
  );
}
