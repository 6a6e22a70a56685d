"use client";

/**
 * Customer search autocomplete (spec 1 §6, spec 2 §5 "Customer search autocomplete needs 4
 * characters"): a combobox over POST /api/time-booking/CustomerSearch, for internal staff and
 * transporters. 'Information saknas' when nothing matched.
 */
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { Loader } from "@/components/ui/loader";
import { areaKey, useApiQuery } from "@/lib/client/query";
import { CUSTOMER_SEARCH_MIN } from "@/lib/time-booking/booking-form-rules";
import type { CustomerHit, CustomerSearchReply } from "./types";

export interface CustomerAutocompleteProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onPick: (customer: CustomerHit) => void;
  /** any resource group of the market (the search is per market) */
  resourceGroupId: number | null;
  error?: string;
}

export function CustomerAutocomplete({ id, label, value, onChange, onPick, resourceGroupId, error }: CustomerAutocompleteProps) {
  const { t } = useTranslation();
  const listId = useId();
  const hintId = `${id}-hint`;
  // the text searched: what was typed, once typing has paused for 250 ms
  const [query, setQuery] = useState("");
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [cursor, setCursor] = useState<{ q: string; index: number }>({ q: "", index: -1 });
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim()), 250);
    return () => clearTimeout(timer);
  }, [value]);
  const q = value.trim();
  // while typing on, the last answer stays listed; under 4 characters or once picked, nothing is searched
  const searching =
    q.length >= CUSTOMER_SEARCH_MIN && query.length >= CUSTOMER_SEARCH_MIN && resourceGroupId !== null && picked !== q && picked !== query;
  const search = useApiQuery<CustomerSearchReply>(
    areaKey("time-booking", "customer-search", resourceGroupId),
    "/api/time-booking/CustomerSearch",
    { resourceGroupId, searchString: query },
    { enabled: searching, log: "[time-booking] customer search" },
  );
  const answered = searching && (search.data !== undefined || (search.isError && !search.isFetching));
  const hits: CustomerHit[] = answered && !search.isError ? (search.data?.Customers ?? []) : [];
  const message = !answered
    ? null
    : search.isError
      ? t("timeBooking.errors.noResult")
      : hits.length
        ? null
        : (search.data?.Message ?? null);
  const open = answered && closedFor !== query;
  const busy = searching && search.isFetching;
  const active = cursor.q === query ? cursor.index : -1;
  const setOpen = (on: boolean) => setClosedFor(on ? null : query);
  const setActive = (next: (a: number) => number) => setCursor({ q: query, index: next(active) });

  function pick(c: CustomerHit) {
    setPicked(c.CustomerNo);
    setOpen(false);
    onChange(c.CustomerNo);
    onPick(c);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!open || !hits.length) {
      if (e.key === "Escape") setOpen(false);
      return;
    }
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((a) => (a + 1) % hits.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => (a <= 0 ? hits.length - 1 : a - 1));
    } else if (e.key === "Enter" && hits[active]) {
      e.preventDefault();
      pick(hits[active]);
    } else if (e.key === "Escape") {
      e.preventDefault();
      setOpen(false);
    }
  }

  const optionId = (i: number) => `${listId}-o${i}`;
  return (
    <div className="field tb-autocomplete">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={[hintId, error ? `${id}-error` : null].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(e) => {
          setPicked(null);
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <p className="field-help" id={hintId}>
        {t("timeBooking.form.customerHint")}
      </p>
      {busy ? <Loader label={t("timeBooking.reference.searching")} /> : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={t("timeBooking.form.customerSuggestions")}
        className="tb-autocomplete__list"
        hidden={!open || hits.length === 0}
      >
        {hits.map((c, i) => (
          <li
            key={c.CustomerNo}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? "is-active" : undefined}
            onMouseDown={(e) => {
              e.preventDefault();
              pick(c);
            }}
          >
            {c.CustomerNo} – {c.CustomerName}
          </li>
        ))}
      </ul>
      <p role="status" className="tb-autocomplete__message">
        {open && message ? message : ""}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
