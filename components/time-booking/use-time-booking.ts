"use client";

/**
 * The time booking page's flow (spec 1 §4–§8; spec 2 §4, §9): the reducer's state plus the calls,
 * each through the client data layer — reads with useApiFetch (the reference search, its options,
 * the slots: a newer search aborts the older one), changes with useApiMutation (never retried) —
 * and the dialogs that follow them.
 */
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { useDialogs } from "@/components/ui/dialogs";
import { ApiError } from "@/lib/client/api-fetch";
import { customerKey, isAbort, useApiFetch, useApiMutation } from "@/lib/client/query";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import {
  missingSearchFields,
  parseTons,
  REFERENCE_TYPE,
  referenceRules,
  toggleSlot,
  type BookingRoles,
  type ReferenceType,
  type TBookingContact,
} from "@/lib/time-booking/booking-form-rules";
import { EMPTY_CONTACT, type ContactValues } from "./contact-values";
import { initialTimeBookingState, isBookable, reservationRequest, slotLimit, timeBookingReducer, type Found } from "./time-booking-state";
import type {
  LoadItemsReply,
  LoadResourceGroupsReply,
  MakeReservationReply,
  ReservationDto,
  SlotsReply,
  UpdateReservationReply,
} from "./types";

const newKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export interface SearchRequest {
  type: ReferenceType;
  reference: string;
  line?: number | null;
  loading?: boolean;
  /** a refresh after a change: no status dialogs */
  quiet?: boolean;
  /** keep the user's choices when the reference was bookable already */
  keepOptions?: boolean;
}

type SetFieldError = (name: keyof ContactValues, message: string) => void;

export function useTimeBooking(props: {
  market: Market;
  roles: BookingRoles;
  customerNumber: string | null;
  initial: { reference: string; line: number | null } | null;
}) {
  const { market, roles, customerNumber, initial } = props;
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const today = todayIn(market);
  const [state, dispatch] = useReducer(timeBookingReducer, { reference: initial?.reference ?? "", today }, initialTimeBookingState);
  // the async steps read the newest state, not the one of the render that started them (updated as each render commits)
  const current = useRef(state);
  useLayoutEffect(() => {
    current.current = state;
  });
  const attemptKey = useRef<string | null>(null);
  const searchSeq = useRef(0);
  const api = useApiFetch();
  const key = (what: string) => customerKey(customerNumber, "time-booking", what);
  const makeReservation = useApiMutation<MakeReservationReply>("/api/time-booking/MakeReservation");
  const updateReservation = useApiMutation<UpdateReservationReply, FormData>("/api/time-booking/UpdateReservation");
  const updateInformation = useApiMutation<UpdateReservationReply>("/api/time-booking/UpdateReservationInformation");
  const deleteReservation = useApiMutation("/api/time-booking/DeleteReservation");

  const failed = useCallback(
    (e: unknown, title = t("timeBooking.errors.errorTitle"), fallback = t("timeBooking.errors.noResult")) => {
      if (e instanceof ApiError && e.status === 401) return;
      console.error("[time-booking]", e);
      const message = e instanceof ApiError && e.status !== 500 && e.body.message ? e.body.message : fallback;
      void dialogs.alert({ title, message });
    },
    [dialogs, t],
  );

  async function loadChoices(f: Found, groupId: string, loading: boolean) {
    if (!groupId) {
      dispatch({ type: "choicesLoaded", choices: null });
      return;
    }
    dispatch({ type: "choicesLoading" });
    try {
      const r = await api.fetch<LoadItemsReply>(key("items"), "/api/time-booking/loadItemsOnResourceGroupForBookingReference", {
        resourceGroupId: Number(groupId),
        bookingReference: f.reference,
        referenceType: f.type,
        loading,
      });
      dispatch({ type: "choicesLoaded", choices: r });
    } catch (e) {
      dispatch({ type: "choicesLoaded", choices: null });
      if (!isAbort(e)) failed(e);
    } finally {
      dispatch({ type: "choicesDone" });
    }
  }

  /** Runs the reference search; `quiet` refreshes after a change without the status dialogs. */
  async function search(req: SearchRequest) {
    const seq = ++searchSeq.current;
    const prev = current.current;
    const keep = Boolean(req.keepOptions && isBookable(prev.found));
    dispatch({ type: "searchStarted", keep, quiet: Boolean(req.quiet) });
    try {
      // a newer search replaces an older one still pending (also one with the same reference)
      await api.cancel(key("reference"));
      if (seq !== searchSeq.current) return;
      const r = await api.fetch<LoadResourceGroupsReply>(key("reference"), "/api/time-booking/LoadResourceGroupsForBookingReference", {
        bookingReference: req.reference,
        referenceType: req.type,
        warehouseId: prev.warehouse || undefined,
        loading: req.loading,
      });
      if (seq !== searchSeq.current) return;
      const found: Found = { ...r, reference: req.reference, type: req.type, line: req.line ?? null };
      const statusText =
        r.Message ?? (r.CustomerNo ? t("timeBooking.reference.found", { customer: r.CustomerName, number: r.CustomerNo }) : "");
      const groupBefore = prev.opts.groupId;
      dispatch({ type: "searchFound", found, statusText, keep, market, today });
      if (isBookable(found)) {
        const kept = keep && r.Resource.some((g) => String(g.Value) === groupBefore) ? groupBefore : null;
        const group = r.Resource.find((g) => g.IsSelected) ?? r.Resource[0];
        void loadChoices(found, kept ?? (group ? String(group.Value) : ""), r.Loading);
      }
      dispatch({ type: "searchDone" });
      if (!req.quiet) {
        if (r.SearchStatus !== "Unplanned" || !r.IsBookingAllowed) {
          await dialogs.alert({
            type: r.SearchStatus === "NotFound" ? "error" : "warning",
            title: r.Title ?? t("timeBooking.errors.errorTitle"),
            message: r.Message ?? "",
          });
        }
        if (r.IsDemoCustomer && r.CustomerName) {
          await dialogs.alert({
            type: "warning",
            title: t("timeBooking.errors.demoCustomer"),
            message: `${r.CustomerName} (${r.CustomerNo})`,
          });
        }
      }
    } catch (e) {
      if (seq !== searchSeq.current || isAbort(e)) return;
      dispatch({ type: "searchFailed" });
      failed(e);
    } finally {
      if (seq === searchSeq.current) dispatch({ type: "searchDone" });
    }
  }

  // the ?ion= link starts with that purchase order searched; leaving the page aborts what is pending
  // (once, on the first render)
  const searchInitial = useEffectEvent(() => {
    if (initial) void search({ type: REFERENCE_TYPE.purchaseOrder, reference: initial.reference, line: initial.line });
  });
  const abandonPending = useEffectEvent(() => {
    searchSeq.current++;
    void api.cancel(customerKey(customerNumber, "time-booking"));
  });
  useEffect(() => {
    searchInitial();
    return () => abandonPending();
  }, []);

  const formRules = state.found ? referenceRules(state.found.type, roles) : referenceRules(state.type, roles);
  const customerNo = state.editing?.CustomerNo ?? state.found?.CustomerNo ?? "";

  function changeDirection(loading: boolean) {
    const { found } = current.current;
    if (!found || formRules.loadingLocked) return;
    dispatch({ type: "direction", loading });
    void search({ type: found.type, reference: found.reference, line: found.line, loading, quiet: true, keepOptions: true });
  }

  function changeGroup(groupId: string) {
    dispatch({ type: "group", groupId });
    const { found, opts } = current.current;
    if (found) void loadChoices(found, groupId, opts.loading);
  }

  async function searchSlots(forEdit?: ReservationDto) {
    const { opts, found, choices } = current.current;
    const groupId = forEdit ? String(forEdit.ResourceGroupId) : opts.groupId;
    const date = forEdit ? (forEdit.ReservationDate < today ? today : forEdit.ReservationDate) : opts.date;
    if (!forEdit) {
      const missing = missingSearchFields({
        resourceGroupId: opts.groupId,
        item: opts.item,
        vehicle: opts.vehicle,
        qty: opts.qty,
        date: opts.date,
        customerNo,
      });
      if (missing.length) {
        dispatch({
          type: "optErrors",
          errors: Object.fromEntries(
            missing.map((m) => [m, t(m === "qty" ? "timeBooking.errors.qtyAboveZero" : "timeBooking.form.required")]),
          ),
        });
        await dialogs.alert({ type: "warning", title: t("timeBooking.errors.detailsMissing"), message: t("timeBooking.form.checkFields") });
        return;
      }
      dispatch({ type: "optErrors", errors: {} });
    }
    dispatch({ type: "slotsStarted" });
    try {
      const r = await api.fetch<SlotsReply>(key("slots"), "/api/time-booking/SearchAvailableSlots", {
        resourceGroupId: Number(groupId),
        selectedDate: date,
        customerNo: forEdit ? forEdit.CustomerNo : customerNo,
        ...(forEdit
          ? { loadUnload: forEdit.IsLoading ? "load" : "unload" }
          : {
              article: opts.item,
              qty: parseTons(opts.qty),
              loadUnload: opts.loading ? "load" : "unload",
              vehicleType: opts.vehicle,
              driedUnDried: opts.dried,
              searchType: found?.type,
              ignoreSort: choices?.IgnoreSort ?? true,
            }),
      });
      dispatch({ type: "slotsLoaded", slots: r });
      const anyFree = r.Calendar.Days.some((d) => d.TimeSlots.some((s) => s.IsAvailable));
      if (!anyFree) await dialogs.info({ title: t("timeBooking.errors.noTimesFound"), message: t("timeBooking.errors.noTimesFound") });
      else if (r.Calendar.Days[0]?.IsFullyBooked)
        await dialogs.info({ title: t("timeBooking.errors.dayFullyBooked"), message: t("timeBooking.errors.dayFullyBooked") });
    } catch (e) {
      dispatch({ type: "slotsLoaded", slots: null });
      if (!isAbort(e)) failed(e);
    } finally {
      dispatch({ type: "slotsDone" });
    }
  }

  function toggle(fromTime: string) {
    const s = current.current;
    const limit = slotLimit(s);
    const r = toggleSlot(s.selected, fromTime, limit);
    dispatch({
      type: "selection",
      selected: r.refused ? s.selected : r.selected,
      limitMessage: r.refused ? t("timeBooking.slots.limit", { count: limit }) : null,
    });
    if (!r.refused) attemptKey.current = null; // another selection is another attempt
  }

  async function refresh() {
    const { found, opts } = current.current;
    if (found)
      await search({
        type: found.type,
        reference: found.reference,
        line: found.line,
        quiet: true,
        keepOptions: true,
        loading: formRules.loadingLocked ? undefined : opts.loading,
      });
  }

  function fieldErrors(e: unknown, setFieldError: SetFieldError): boolean {
    if (!(e instanceof ApiError && e.status === 400 && e.body.fields)) return false;
    for (const [name, msgs] of Object.entries(e.body.fields))
      if (name in EMPTY_CONTACT && msgs[0]) setFieldError(name as keyof ContactValues, msgs[0]);
    return true;
  }

  async function save(values: TBookingContact, setFieldError: SetFieldError) {
    const { found, opts, selected, choices, slots } = current.current;
    if (!found) return;
    if (selected.length === 0) {
      await dialogs.alert({ type: "warning", title: t("timeBooking.errors.timesMissing"), message: t("timeBooking.errors.noTimesChosen") });
      return;
    }
    attemptKey.current ??= newKey();
    try {
      const r = await makeReservation.mutateAsync(
        reservationRequest({ found, opts, selected, choices, slots }, values, attemptKey.current),
      );
      attemptKey.current = null;
      dispatch({ type: "booked", results: r.makeReservations });
      const ok = r.makeReservations.every((i) => i.Status === 200);
      await dialogs.alert({ type: ok ? "info" : "error", title: r.Title, message: r.Message });
      await refresh();
      // a purchase order now has its booking (ReservationExists); other references can book more
      if (found.type === REFERENCE_TYPE.purchaseOrder) dispatch({ type: "clearSlots" });
      else await searchSlots();
    } catch (e) {
      if (e instanceof ApiError && fieldErrors(e, setFieldError)) {
        await dialogs.alert({
          type: "warning",
          title: t("timeBooking.errors.detailsMissing"),
          message: Object.values(e.body.fields ?? {})
            .flat()
            .join(" "),
        });
        return;
      }
      failed(e, t("timeBooking.errors.bookingError"), t("timeBooking.errors.bookingFailed"));
    }
  }

  async function update(values: TBookingContact, setFieldError: SetFieldError) {
    const { editing, selected } = current.current;
    if (!editing) return;
    const contact = {
      EmailAddress: values.EmailAddress ?? "",
      MobilePhone: values.MobilePhone ?? "",
      LicensePlateNo: values.LicensePlateNo ?? "",
      Note: values.Note ?? "",
      ReminderInMinutesBefore: values.ReminderInMinutesBefore === undefined ? "" : String(values.ReminderInMinutesBefore),
      DeliveryNo: values.DeliveryNo ?? "",
    };
    try {
      let r: UpdateReservationReply;
      if (selected.length === 1 && selected[0]) {
        // UpdateReservation is a form post (spec 1 §7)
        const form = new FormData();
        form.set("reservationId", String(editing.ReservationId));
        form.set("FromTime", selected[0]);
        form.set("ResourceId", String(editing.ResourceGroupId));
        for (const [k, v] of Object.entries(contact)) form.set(k, v);
        r = await updateReservation.mutateAsync(form);
      } else {
        r = await updateInformation.mutateAsync({ reservationId: editing.ReservationId, ...contact });
      }
      const item = r.updateReservations[0];
      const ok = item?.Status === 200;
      await dialogs.alert({ type: ok ? "info" : "error", title: r.Title, message: (ok ? item?.Message : item?.ErrorMessage) ?? r.Title });
      if (ok) {
        dispatch({ type: "cancelEdit" });
        await refresh();
      }
    } catch (e) {
      fieldErrors(e, setFieldError);
      failed(e, t("timeBooking.errors.updateError"), t("timeBooking.errors.updateError"));
    }
  }

  function startEdit(b: ReservationDto) {
    dispatch({ type: "startEdit", booking: b });
    void searchSlots(b);
    setTimeout(() => document.getElementById("tb-editing")?.focus(), 0);
  }

  const cancelEdit = () => dispatch({ type: "cancelEdit" });
  async function remove(b: ReservationDto) {
    const ok = await dialogs.confirm({
      title: t("timeBooking.bookings.deleteTitle"),
      message: t("timeBooking.bookings.deleteConfirm", { date: b.ReservationDate, time: b.From }),
      confirmText: t("timeBooking.bookings.deleteYes"),
      cancelText: t("timeBooking.bookings.deleteNo"),
    });
    if (!ok) return;
    dispatch({ type: "busy", id: b.ReservationId });
    try {
      await deleteReservation.mutateAsync({
        reservationId: b.ReservationId,
        owner: b.Owner,
        customerNo: b.CustomerNo,
        dateRegistered: b.DateRegistered,
        isInternal: roles.internal ? "1" : "0",
      });
      if (current.current.editing?.ReservationId === b.ReservationId) cancelEdit();
      await refresh();
      dispatch({ type: "status", text: t("timeBooking.bookings.deleted") });
    } catch (e) {
      failed(e, t("timeBooking.errors.deleteError"), t("timeBooking.errors.serviceCallFailed"));
    } finally {
      dispatch({ type: "busy", id: null });
    }
  }

  return {
    state,
    dispatch,
    today,
    formRules,
    customerNo,
    limit: slotLimit(state),
    search,
    changeDirection,
    changeGroup,
    searchSlots,
    toggle,
    save,
    update,
    startEdit,
    cancelEdit,
    remove,
    invalid: () =>
      void dialogs.alert({ type: "warning", title: t("timeBooking.errors.detailsMissing"), message: t("timeBooking.form.checkFields") }),
  };
}
