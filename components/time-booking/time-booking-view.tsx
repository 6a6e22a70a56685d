"use client";

/**
 * The time booking page (spec 1 §2 "Time booking page: search by reference, slots, bookings"; §4,
 * §5, §6, §8; spec 2 §4, §9). Steps, each a call under /api/time-booking/ with a loader:
 * 1. reference search (LoadResourceGroupsForBookingReference) with its statuses and dialogs;
 * 2. the booking options (load/unload, resource group, article, vehicle, dried, tons, date,
 *    customer) from loadItemsOnResourceGroupForBookingReference;
 * 3. the slot calendar (SearchAvailableSlots), ticking up to AllowedReservations;
 * 4. contact data and save (MakeReservation with an idempotency key per attempt), or — when a
 *    booking is being edited — UpdateReservation / UpdateReservationInformation;
 * 5. the bookings of the reference with edit, delete (DeleteReservation) and "add to calendar".
 */
import "./time-booking.css";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { DatePicker } from "@/components/ui/date-picker";
import { useDialogs } from "@/components/ui/dialogs";
import { FormField, SelectField } from "@/components/ui/form-field";
import { Loader } from "@/components/ui/loader";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { formatQuantity } from "@/lib/delivery-fee/format";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import {
  missingSearchFields,
  parseTons,
  pickOrderLine,
  REFERENCE_TYPE,
  REFERENCE_TYPES,
  referenceRules,
  showsSelection,
  toggleSlot,
  type BookingRoles,
  type ReferenceType,
  type TBookingContact,
} from "@/lib/time-booking/booking-form-rules";
import { BookingList } from "./booking-list";
import { BookingResults } from "./booking-results";
import { ContactForm, EMPTY_CONTACT, type ContactValues } from "./contact-form";
import { CustomerAutocomplete } from "./customer-autocomplete";
import { SlotCalendar } from "./slot-calendar";
import type {
  BookingFacilityDto, LoadItemsReply, LoadResourceGroupsReply, MakeReservationItem, MakeReservationReply, OwnPurchaseOrderLineDto, ReservationDto, SlotsReply, UpdateReservationReply,
} from "./types";

export interface TimeBookingViewProps {
  market: Market;
  roles: BookingRoles;
  /** the customer in play (locked customer of external users) */
  customerNumber: string | null;
  facilities: BookingFacilityDto[];
  /** external non-transporters: their open purchase orders */
  ownOrders: OwnPurchaseOrderLineDto[];
  /** from `?ion=<order>&line=<n>` */
  initial: { reference: string; line: number | null } | null;
}

type Found = LoadResourceGroupsReply & { reference: string; type: ReferenceType; line: number | null };

interface Options {
  loading: boolean;
  groupId: string;
  item: string;
  vehicle: string;
  dried: "" | "true" | "false";
  qty: string;
  date: string;
  lineNumber: number | null;
}

const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function TimeBookingView({ market, roles, customerNumber, facilities, ownOrders, initial }: TimeBookingViewProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const today = todayIn(market);

  // --- reference search
  const [type, setType] = useState<ReferenceType>(REFERENCE_TYPE.purchaseOrder);
  const rules = referenceRules(type, roles);
  const [reference, setReference] = useState(initial?.reference ?? "");
  const [warehouse, setWarehouse] = useState("");
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [statusText, setStatusText] = useState("");

  // --- booking options
  const [opts, setOpts] = useState<Options>({ loading: false, groupId: "", item: "", vehicle: "", dried: "", qty: "", date: today, lineNumber: null });
  const [optErrors, setOptErrors] = useState<Record<string, string>>({});
  const [choices, setChoices] = useState<LoadItemsReply | null>(null);
  const [loadingChoices, setLoadingChoices] = useState(false);

  // --- slots
  const [slots, setSlots] = useState<SlotsReply | null>(null);
  const [slotsLoading, setSlotsLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  // --- results, editing, deleting
  const [results, setResults] = useState<MakeReservationItem[] | null>(null);
  const [editing, setEditing] = useState<ReservationDto | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const attemptKey = useRef<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const foundRef = useRef(found);
  foundRef.current = found;

  const firstGroupId = facilities[0]?.ResourceGroupIds[0] ?? null;
  const lockedCustomer = rules.customerLocked && type === REFERENCE_TYPE.customerNumber;

  const failed = useCallback(
    (e: unknown, title = t("timeBooking.errors.errorTitle"), fallback = t("timeBooking.errors.noResult")) => {
      if (e instanceof ApiError && e.status === 401) return;
      console.error("[time-booking]", e);
      const message = e instanceof ApiError && e.status !== 500 && e.body.message ? e.body.message : fallback;
      void dialogs.alert({ title, message });
    },
    [dialogs, t],
  );

  const loadChoices = useCallback(
    async (f: Found, groupId: string, loading: boolean) => {
      if (!groupId) {
        setChoices(null);
        return;
      }
      setLoadingChoices(true);
      try {
        const r = await apiFetch<LoadItemsReply>("/api/time-booking/loadItemsOnResourceGroupForBookingReference", {
          body: { resourceGroupId: Number(groupId), bookingReference: f.reference, referenceType: f.type, loading },
        });
        setChoices(r);
        setOpts((o) => ({
          ...o,
          item: r.Items.some((i) => i.Value === o.item) ? o.item : r.Items.length === 1 ? r.Items[0].Value : "",
          vehicle: r.Vehicles.some((v) => String(v.Value) === o.vehicle) ? o.vehicle : r.Vehicles.length === 1 ? String(r.Vehicles[0].Value) : "",
        }));
      } catch (e) {
        setChoices(null);
        failed(e);
      } finally {
        setLoadingChoices(false);
      }
    },
    [failed],
  );

  /** Runs the reference search; `quiet` refreshes after a change without the status dialogs. */
  const search = useCallback(
    async (req: { type: ReferenceType; reference: string; line?: number | null; loading?: boolean; quiet?: boolean; keepOptions?: boolean }) => {
      pending.current?.abort();
      const ctrl = new AbortController();
      pending.current = ctrl;
      setSearching(true);
      // keep the user's choices only when refreshing a reference that was bookable already
      const keep = Boolean(req.keepOptions && foundRef.current && showsSelection(foundRef.current.SearchStatus, foundRef.current.IsBookingAllowed));
      if (!keep) {
        setSlots(null);
        setSelected([]);
        setLimitMessage(null);
        setEditing(null);
        if (!req.quiet) setResults(null);
      }
      try {
        const r = await apiFetch<LoadResourceGroupsReply>("/api/time-booking/LoadResourceGroupsForBookingReference", {
          body: { bookingReference: req.reference, referenceType: req.type, warehouseId: warehouse || undefined, loading: req.loading },
          signal: ctrl.signal,
        });
        if (ctrl.signal.aborted) return;
        const f: Found = { ...r, reference: req.reference, type: req.type, line: req.line ?? null };
        setFound(f);
        const bookable = showsSelection(r.SearchStatus, r.IsBookingAllowed);
        setStatusText(r.Message ?? (r.CustomerNo ? t("timeBooking.reference.found", { customer: r.CustomerName, number: r.CustomerNo }) : ""));
        if (bookable) {
          const line = pickOrderLine(r.Orders, f.line);
          const kept = keep && r.Resource.some((g) => String(g.Value) === optsRef.current.groupId) ? optsRef.current.groupId : null;
          const group = r.Resource.find((g) => g.IsSelected) ?? r.Resource[0];
          const groupId = kept ?? (group ? String(group.Value) : "");
          setOpts((o) => ({
            ...o,
            loading: r.Loading,
            groupId,
            ...(keep
              ? {}
              : {
                  item: line?.ItemNumber ?? "",
                  vehicle: "",
                  dried: line ? (line.Torkat ? "true" : "false") : "",
                  qty: line ? formatQuantity(line.QuantityTons, market) : "",
                  date: today,
                  lineNumber: line?.Linenumber ?? null,
                }),
          }));
          setOptErrors({});
          void loadChoices(f, groupId, r.Loading);
        } else {
          setChoices(null);
        }
        if (pending.current === ctrl) {
          pending.current = null;
          setSearching(false);
        }
        if (!req.quiet) {
          if (r.SearchStatus !== "Unplanned" || !r.IsBookingAllowed) {
            await dialogs.alert({ type: r.SearchStatus === "NotFound" ? "error" : "warning", title: r.Title ?? t("timeBooking.errors.errorTitle"), message: r.Message ?? "" });
          }
          if (r.IsDemoCustomer && r.CustomerName) {
            await dialogs.alert({ type: "warning", title: t("timeBooking.errors.demoCustomer"), message: `${r.CustomerName} (${r.CustomerNo})` });
          }
        }
      } catch (e) {
        if (ctrl.signal.aborted) return;
        setFound(null);
        setStatusText("");
        failed(e);
      } finally {
        if (pending.current === ctrl) {
          pending.current = null;
          setSearching(false);
        }
      }
    },
    [dialogs, failed, loadChoices, market, t, today, warehouse],
  );

  // the ?ion= link starts with that purchase order searched
  useEffect(() => {
    if (initial) void search({ type: REFERENCE_TYPE.purchaseOrder, reference: initial.reference, line: initial.line });
    return () => pending.current?.abort();
    // once, on the first render
  }, []);

  // external users searching by customer number book for the customer in play only
  useEffect(() => {
    if (lockedCustomer && customerNumber) setReference(customerNumber);
  }, [lockedCustomer, customerNumber]);

  function submitReference(e?: FormEvent) {
    e?.preventDefault();
    const value = reference.trim();
    if (!value) {
      setReferenceError(t("timeBooking.reference.valueRequired"));
      document.getElementById("tb-reference")?.focus();
      return;
    }
    setReferenceError(undefined);
    void search({ type, reference: value });
  }

  function changeDirection(loading: boolean) {
    if (!found || formRules.loadingLocked) return;
    setOpts((o) => ({ ...o, loading }));
    setSlots(null);
    setSelected([]);
    void search({ type: found.type, reference: found.reference, line: found.line, loading, quiet: true, keepOptions: true });
  }

  function changeGroup(groupId: string) {
    setOpts((o) => ({ ...o, groupId }));
    setSlots(null);
    setSelected([]);
    if (found) void loadChoices(found, groupId, opts.loading);
  }

  const customerNo = editing?.CustomerNo ?? found?.CustomerNo ?? "";
  /** the rules of the reference that was found (the type select may have changed since) */
  const formRules = found ? referenceRules(found.type, roles) : rules;
  const group = found?.Resource.find((g) => String(g.Value) === opts.groupId) ?? null;

  async function searchSlots(forEdit?: ReservationDto) {
    const groupId = forEdit ? String(forEdit.ResourceGroupId) : opts.groupId;
    const date = forEdit ? (forEdit.ReservationDate < today ? today : forEdit.ReservationDate) : opts.date;
    if (!forEdit) {
      const missing = missingSearchFields({ resourceGroupId: opts.groupId, item: opts.item, vehicle: opts.vehicle, qty: opts.qty, date: opts.date, customerNo });
      if (missing.length) {
        setOptErrors(Object.fromEntries(missing.map((m) => [m, t(m === "qty" ? "timeBooking.errors.qtyAboveZero" : "timeBooking.form.required")])));
        await dialogs.alert({ type: "warning", title: t("timeBooking.errors.detailsMissing"), message: t("timeBooking.form.checkFields") });
        return;
      }
      setOptErrors({});
    }
    setSlotsLoading(true);
    setSelected([]);
    setLimitMessage(null);
    try {
      const r = await apiFetch<SlotsReply>("/api/time-booking/SearchAvailableSlots", {
        body: {
          resourceGroupId: Number(groupId), selectedDate: date, customerNo: forEdit ? forEdit.CustomerNo : customerNo,
          ...(forEdit
            ? { loadUnload: forEdit.IsLoading ? "load" : "unload" }
            : {
                article: opts.item, qty: parseTons(opts.qty), loadUnload: opts.loading ? "load" : "unload", vehicleType: opts.vehicle, driedUnDried: opts.dried,
                searchType: found?.type, ignoreSort: choices?.IgnoreSort ?? true,
              }),
        },
      });
      setSlots(r);
      const anyFree = r.Calendar.Days.some((d) => d.TimeSlots.some((s) => s.IsAvailable));
      if (!anyFree) await dialogs.info({ title: t("timeBooking.errors.noTimesFound"), message: t("timeBooking.errors.noTimesFound") });
      else if (r.Calendar.Days[0]?.IsFullyBooked) await dialogs.info({ title: t("timeBooking.errors.dayFullyBooked"), message: t("timeBooking.errors.dayFullyBooked") });
    } catch (e) {
      setSlots(null);
      failed(e);
    } finally {
      setSlotsLoading(false);
    }
  }

  const limit = editing ? 1 : (slots?.AllowedReservations ?? group?.AllowedReservations ?? 1);
  function toggle(fromTime: string) {
    const r = toggleSlot(selected, fromTime, limit);
    setLimitMessage(r.refused ? t("timeBooking.slots.limit", { count: limit }) : null);
    if (!r.refused) {
      setSelected(r.selected);
      attemptKey.current = null; // another selection is another attempt
    }
  }

  async function refresh() {
    if (found) await search({ type: found.type, reference: found.reference, line: found.line, quiet: true, keepOptions: true, loading: formRules.loadingLocked ? undefined : opts.loading });
  }

  async function save(values: TBookingContact, setFieldError: (name: keyof ContactValues, message: string) => void) {
    if (!found) return;
    if (selected.length === 0) {
      await dialogs.alert({ type: "warning", title: t("timeBooking.errors.timesMissing"), message: t("timeBooking.errors.noTimesChosen") });
      return;
    }
    attemptKey.current ??= newKey();
    const groupId = Number(opts.groupId);
    try {
      const r = await apiFetch<MakeReservationReply>("/api/time-booking/MakeReservation", {
        body: {
          SearchValue: found.reference, SearchType: found.type, Qty: parseTons(opts.qty), VehicleAssortmentID: Number(opts.vehicle), ResourceId: groupId,
          Note: values.Note, ReminderInMinutesBefore: values.ReminderInMinutesBefore, EmailAddress: values.EmailAddress, CustomerName: found.CustomerName ?? undefined,
          CustomerNo: found.CustomerNo, Dried: opts.dried === "" ? undefined : opts.dried === "true", SelectedDate: opts.date, Item: opts.item,
          LicensePlateNo: values.LicensePlateNo, MobilePhone: values.MobilePhone, IgnoreSort: choices?.IgnoreSort ?? true, BackupArticle: slots?.BackupArticle ?? undefined,
          LineNumber: opts.lineNumber ?? undefined, DeliveryNo: values.DeliveryNo,
          Reservations: selected.map((FromTime) => ({ FromTime, ResourceId: groupId, Unloading: !opts.loading, Loading: opts.loading })),
          IdempotencyKey: attemptKey.current,
        },
      });
      attemptKey.current = null;
      setResults(r.makeReservations);
      const ok = r.makeReservations.every((i) => i.Status === 200);
      setSelected([]);
      await dialogs.alert({ type: ok ? "info" : "error", title: r.Title, message: r.Message });
      await refresh();
      // a purchase order now has its booking (ReservationExists); other references can book more
      if (found.type === REFERENCE_TYPE.purchaseOrder) setSlots(null);
      else await searchSlots();
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.body.fields) {
        for (const [name, msgs] of Object.entries(e.body.fields)) if (name in EMPTY_CONTACT) setFieldError(name as keyof ContactValues, msgs[0]);
        await dialogs.alert({ type: "warning", title: t("timeBooking.errors.detailsMissing"), message: Object.values(e.body.fields).flat().join(" ") });
        return;
      }
      failed(e, t("timeBooking.errors.bookingError"), t("timeBooking.errors.bookingFailed"));
    }
  }

  async function update(values: TBookingContact, setFieldError: (name: keyof ContactValues, message: string) => void) {
    if (!editing) return;
    const contact = {
      EmailAddress: values.EmailAddress ?? "", MobilePhone: values.MobilePhone ?? "", LicensePlateNo: values.LicensePlateNo ?? "", Note: values.Note ?? "",
      ReminderInMinutesBefore: values.ReminderInMinutesBefore === undefined ? "" : String(values.ReminderInMinutesBefore), DeliveryNo: values.DeliveryNo ?? "",
    };
    try {
      let r: UpdateReservationReply;
      if (selected.length === 1) {
        // UpdateReservation is a form post (spec 1 §7)
        const form = new FormData();
        form.set("reservationId", String(editing.ReservationId));
        form.set("FromTime", selected[0]);
        form.set("ResourceId", String(editing.ResourceGroupId));
        for (const [k, v] of Object.entries(contact)) form.set(k, v);
        r = await apiFetch<UpdateReservationReply>("/api/time-booking/UpdateReservation", { body: form });
      } else {
        r = await apiFetch<UpdateReservationReply>("/api/time-booking/UpdateReservationInformation", { body: { reservationId: editing.ReservationId, ...contact } });
      }
      const item = r.updateReservations[0];
      const ok = item?.Status === 200;
      await dialogs.alert({ type: ok ? "info" : "error", title: r.Title, message: (ok ? item?.Message : item?.ErrorMessage) ?? r.Title });
      if (ok) {
        setEditing(null);
        setSlots(null);
        setSelected([]);
        await refresh();
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 400 && e.body.fields) {
        for (const [name, msgs] of Object.entries(e.body.fields)) if (name in EMPTY_CONTACT) setFieldError(name as keyof ContactValues, msgs[0]);
      }
      failed(e, t("timeBooking.errors.updateError"), t("timeBooking.errors.updateError"));
    }
  }

  function startEdit(b: ReservationDto) {
    setEditing(b);
    setResults(null);
    void searchSlots(b);
    setTimeout(() => document.getElementById("tb-editing")?.focus(), 0);
  }

  function cancelEdit() {
    setEditing(null);
    setSlots(null);
    setSelected([]);
  }

  async function remove(b: ReservationDto) {
    const ok = await dialogs.confirm({
      title: t("timeBooking.bookings.deleteTitle"),
      message: t("timeBooking.bookings.deleteConfirm", { date: b.ReservationDate, time: b.From }),
      confirmText: t("timeBooking.bookings.deleteYes"),
      cancelText: t("timeBooking.bookings.deleteNo"),
    });
    if (!ok) return;
    setBusyId(b.ReservationId);
    try {
      await apiFetch("/api/time-booking/DeleteReservation", {
        body: { reservationId: b.ReservationId, owner: b.Owner, customerNo: b.CustomerNo, dateRegistered: b.DateRegistered, isInternal: roles.internal ? "1" : "0" },
      });
      if (editing?.ReservationId === b.ReservationId) cancelEdit();
      await refresh();
      setStatusText(t("timeBooking.bookings.deleted"));
    } catch (e) {
      failed(e, t("timeBooking.errors.deleteError"), t("timeBooking.errors.serviceCallFailed"));
    } finally {
      setBusyId(null);
    }
  }

  const bookable = found ? showsSelection(found.SearchStatus, found.IsBookingAllowed) : false;
  const bookings = found?.Reservations ?? [];
  const regNoMandatory = editing
    ? (slots?.RegNoMandatory ?? false)
    : (slots?.RegNoMandatory ?? group?.RegNoMandatory ?? false);
  const contactDefaults: ContactValues = editing
    ? {
        EmailAddress: editing.Email ?? "", MobilePhone: editing.MobileNo ?? "", LicensePlateNo: editing.LicensePlateNo ?? "", DeliveryNo: editing.DeliveryNo ?? "",
        Note: editing.Note ?? "", ReminderInMinutesBefore: editing.ReminderInMinutesBefore === null ? "" : String(editing.ReminderInMinutesBefore),
      }
    : EMPTY_CONTACT;
  const err = (name: string) => optErrors[name];

  return (
    <div className="tb-view">
      <section className="tb-card tb-search" aria-labelledby="tb-search-heading">
        <h2 id="tb-search-heading">{t("timeBooking.reference.heading")}</h2>
        <form onSubmit={submitReference} noValidate className="tb-grid" aria-busy={searching || undefined}>
          <div className="field">
            <label htmlFor="tb-type">{t("timeBooking.reference.type")}</label>
            <select
              id="tb-type"
              value={type}
              onChange={(e) => {
                const next = Number(e.target.value) as ReferenceType;
                setType(next);
                setReference(next === REFERENCE_TYPE.customerNumber && referenceRules(next, roles).customerLocked ? (customerNumber ?? "") : "");
                setFound(null);
                setStatusText("");
              }}
            >
              {REFERENCE_TYPES.map((n) => (
                <option key={n} value={n}>{t(`timeBooking.reference.types.${n}`)}</option>
              ))}
            </select>
          </div>
          {rules.customerAutocomplete ? (
            <CustomerAutocomplete
              id="tb-reference"
              label={t("timeBooking.reference.types.9")}
              value={reference}
              onChange={setReference}
              onPick={(c) => {
                setReferenceError(undefined);
                void search({ type, reference: c.CustomerNo });
              }}
              resourceGroupId={firstGroupId}
              error={referenceError}
            />
          ) : (
            <FormField
              id="tb-reference"
              name="reference"
              label={t("timeBooking.reference.value")}
              type="text"
              inputMode={type === REFERENCE_TYPE.customerNumber ? "numeric" : undefined}
              autoComplete="off"
              maxLength={40}
              value={reference}
              readOnly={lockedCustomer}
              aria-describedby={lockedCustomer ? "tb-reference-locked" : undefined}
              onChange={(e) => setReference(e.target.value)}
              error={referenceError}
            />
          )}
          {lockedCustomer ? <p id="tb-reference-locked" className="field-help">{t("timeBooking.form.customerLocked")}</p> : null}
          {rules.canChooseWarehouse ? (
            <div className="field">
              <label htmlFor="tb-warehouse">{t("timeBooking.reference.warehouse")}</label>
              <select id="tb-warehouse" value={warehouse} onChange={(e) => setWarehouse(e.target.value)}>
                <option value="">{t("timeBooking.reference.allWarehouses")}</option>
                {facilities.map((f) => (
                  <option key={f.Id} value={f.Code}>{f.Name}</option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="tb-actions tb-search__submit">
            <button type="submit" className="btn" disabled={searching}>
              {searching ? <span className="spinner" aria-hidden="true" /> : null}
              {t(searching ? "timeBooking.reference.searching" : "timeBooking.reference.search")}
            </button>
          </div>
        </form>
        {searching ? <Loader label={t("timeBooking.reference.searching")} showLabel /> : null}
        <p role="status" aria-live="polite" className={`tb-status${found && found.SearchStatus !== "Unplanned" ? " tb-status--warning" : ""}`} aria-label={t("timeBooking.reference.status")}>
          {statusText}
        </p>
        {rules.showOwnOrders ? (
          <OwnOrders market={market} orders={ownOrders} onChoose={(o) => {
            setReference(o.OrderNumber);
            setReferenceError(undefined);
            void search({ type: REFERENCE_TYPE.purchaseOrder, reference: o.OrderNumber, line: o.Linenumber });
          }} />
        ) : null}
      </section>

      {found && bookable && !editing ? (
        <section className="tb-card tb-options" aria-labelledby="tb-options-heading">
          <h2 id="tb-options-heading">{t("timeBooking.form.heading")}</h2>
          <div className="tb-grid">
            <fieldset className="field tb-radios">
              <legend>{t("timeBooking.form.direction")}</legend>
              <label>
                <input type="radio" name="tb-direction" checked={!opts.loading} disabled={formRules.loadingLocked && opts.loading} onChange={() => changeDirection(false)} /> {t("timeBooking.form.unloading")}
              </label>
              <label>
                <input type="radio" name="tb-direction" checked={opts.loading} disabled={formRules.loadingLocked} onChange={() => changeDirection(true)} /> {t("timeBooking.form.loading")}
              </label>
            </fieldset>
            <SelectField id="tb-group" label={t("timeBooking.form.resourceGroup")} value={opts.groupId} error={err("resourceGroupId")} onChange={(e) => changeGroup(e.target.value)}>
              <option value="">{t("timeBooking.form.choose")}</option>
              {found.Resource.map((g) => <option key={g.Value} value={String(g.Value)}>{g.Display}</option>)}
            </SelectField>
            <SelectField id="tb-item" label={t("timeBooking.form.item")} value={opts.item} error={err("item")} onChange={(e) => { const item = e.target.value; setOpts((o) => ({ ...o, item })); }}>
              <option value="">{t("timeBooking.form.choose")}</option>
              {(choices?.Items ?? []).map((i) => <option key={i.Value} value={i.Value}>{`${i.Display} (${i.Value})`}</option>)}
            </SelectField>
            <SelectField id="tb-vehicle" label={t("timeBooking.form.vehicle")} value={opts.vehicle} error={err("vehicle")} onChange={(e) => { const vehicle = e.target.value; setOpts((o) => ({ ...o, vehicle })); }}>
              <option value="">{t("timeBooking.form.choose")}</option>
              {(choices?.Vehicles ?? []).map((v) => <option key={v.Value} value={String(v.Value)}>{v.Display}</option>)}
            </SelectField>
            <fieldset className="field tb-radios">
              <legend>{t("timeBooking.form.dried")}</legend>
              <label>
                <input type="radio" name="tb-dried" checked={opts.dried === "true"} onChange={() => setOpts((o) => ({ ...o, dried: "true" }))} /> {t("timeBooking.form.driedYes")}
              </label>
              <label>
                <input type="radio" name="tb-dried" checked={opts.dried === "false"} onChange={() => setOpts((o) => ({ ...o, dried: "false" }))} /> {t("timeBooking.form.driedNo")}
              </label>
            </fieldset>
            <FormField id="tb-qty" name="qty" label={t("timeBooking.form.quantity")} type="text" inputMode="decimal" autoComplete="off" value={opts.qty} error={err("qty")}
              onChange={(e) => setOpts((o) => ({ ...o, qty: e.target.value }))} />
            <DatePicker market={market} id="tb-date" label={t("timeBooking.form.date")} value={opts.date} min={today} error={err("date")}
              onChange={(iso) => setOpts((o) => ({ ...o, date: iso }))} />
            <FormField id="tb-customer" name="customer" label={t("timeBooking.form.customer")} type="text" readOnly value={found.CustomerNo ? `${found.CustomerNo} – ${found.CustomerName ?? ""}` : ""}
              error={err("customerNo")} aria-describedby={formRules.customerLocked ? "tb-customer-locked" : undefined} />
            {formRules.customerLocked ? <p id="tb-customer-locked" className="field-help">{t("timeBooking.form.customerLocked")}</p> : null}
          </div>
          {loadingChoices ? <Loader label={t("timeBooking.form.loadingChoices")} showLabel /> : null}
          <div className="tb-actions">
            <button type="button" className="btn" onClick={() => void searchSlots()} disabled={slotsLoading || loadingChoices}>
              {slotsLoading ? <span className="spinner" aria-hidden="true" /> : null}
              {t(slotsLoading ? "timeBooking.form.searchingSlots" : "timeBooking.form.searchSlots")}
            </button>
          </div>
        </section>
      ) : null}

      {editing ? (
        <p id="tb-editing" tabIndex={-1} className="alert alert--info">
          {t("timeBooking.bookings.editing", { date: editing.ReservationDate, time: editing.From })}
        </p>
      ) : null}

      {slotsLoading ? <Loader variant="inline" label={t("timeBooking.form.searchingSlots")} showLabel /> : null}
      {slots && (bookable || editing) ? (
        <SlotCalendar market={market} slots={slots} selected={selected} onToggle={toggle} limitMessage={limitMessage} limit={limit} />
      ) : null}

      {(slots && bookable) || editing ? (
        <ContactForm
          market={market}
          mode={editing ? "edit" : "new"}
          regNoMandatory={regNoMandatory}
          defaults={contactDefaults}
          resetKey={editing ? `edit-${editing.ReservationId}` : "new"}
          onSubmit={editing ? update : save}
          onInvalid={() => void dialogs.alert({ type: "warning", title: t("timeBooking.errors.detailsMissing"), message: t("timeBooking.form.checkFields") })}
          onCancelEdit={cancelEdit}
        />
      ) : null}

      {results ? <BookingResults market={market} items={results} /> : null}

      {found && (found.SearchStatus === "ReservationExists" || bookings.length > 0) ? (
        <BookingList
          market={market}
          heading={t(found.SearchStatus === "ReservationExists" ? "timeBooking.bookings.existingHeading" : "timeBooking.bookings.heading")}
          bookings={bookings}
          allColumns={formRules.allColumns}
          editingId={editing?.ReservationId ?? null}
          busyId={busyId}
          onEdit={startEdit}
          onDelete={(b) => void remove(b)}
        />
      ) : null}
    </div>
  );
}

function OwnOrders({ market, orders, onChoose }: { market: Market; orders: OwnPurchaseOrderLineDto[]; onChoose: (o: OwnPurchaseOrderLineDto) => void }) {
  const { t } = useTranslation();
  return (
    <div className="tb-orders">
      <h3 id="tb-orders-heading">{t("timeBooking.reference.orders")}</h3>
      {orders.length === 0 ? (
        <p className="tb-muted">{t("timeBooking.reference.noOrders")}</p>
      ) : (
        <div className="table-wrap">
          <table className="tb-table">
            <caption className="visually-hidden">{t("timeBooking.reference.ordersCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("timeBooking.reference.orderNumber")}</th>
                <th scope="col">{t("timeBooking.reference.orderLine")}</th>
                <th scope="col">{t("timeBooking.reference.orderItem")}</th>
                <th scope="col">{t("timeBooking.reference.orderQuantity")}</th>
                <th scope="col">{t("timeBooking.reference.orderWarehouse")}</th>
                <th scope="col">{t("timeBooking.reference.orderAssurance")}</th>
                <th scope="col"><span className="visually-hidden">{t("timeBooking.bookings.actions")}</span></th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={`${o.OrderNumber}-${o.Linenumber}`}>
                  <td data-label={t("timeBooking.reference.orderNumber")}>{o.OrderNumber}</td>
                  <td data-label={t("timeBooking.reference.orderLine")}>{o.Linenumber}</td>
                  <td data-label={t("timeBooking.reference.orderItem")}>{o.ItemNumber ?? ""}</td>
                  <td data-label={t("timeBooking.reference.orderQuantity")}>{formatQuantity(o.QuantityTons, market)}</td>
                  <td data-label={t("timeBooking.reference.orderWarehouse")}>{o.Warehouse}</td>
                  <td data-label={t("timeBooking.reference.orderAssurance")}>
                    {o.DeliveryAssuranceConfirmed ? t("timeBooking.reference.assuranceYes") : t("timeBooking.reference.assuranceNo")}
                  </td>
                  <td>
                    <button type="button" className="btn btn--secondary tb-btn-small" onClick={() => onChoose(o)}>
                      {t("timeBooking.reference.chooseOrder", { order: o.OrderNumber, line: o.Linenumber })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
