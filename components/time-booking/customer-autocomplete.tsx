"use client";

/**
 * Customer search autocomplete (spec 1 §6, spec 2 §5 "Customer search autocomplete needs 4
 * characters"): a combobox over POST /api/time-booking/CustomerSearch, for internal staff and
 * transporters. 'Information saknas' when nothing matched.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "@/components/ui/loader";
import { apiFetch } from "@/lib/client/api-fetch";
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
  const [hits, setHits] = useState<CustomerHit[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const picked = useRef<string | null>(null);

  useEffect(() => {
    const q = value.trim();
    if (q.length < CUSTOMER_SEARCH_MIN || !resourceGroupId || picked.current === q) {
      setHits([]);
      setMessage(null);
      setOpen(false);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      apiFetch<CustomerSearchReply>("/api/time-booking/CustomerSearch", { body: { resourceGroupId, searchString: q }, signal: ctrl.signal })
        .then((r) => {
          setHits(r.Customers);
          setMessage(r.Customers.length ? null : r.Message);
          setActive(-1);
          setOpen(true);
        })
        .catch((e) => {
          if (ctrl.signal.aborted) return;
          console.error("[time-booking] customer search failed", e);
          setHits([]);
          setMessage(t("timeBooking.errors.noResult"));
          setOpen(true);
        })
        .finally(() => {
          if (!ctrl.signal.aborted) setBusy(false);
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [value, resourceGroupId, t]);

  function pick(c: CustomerHit) {
    picked.current = c.CustomerNo;
    setOpen(false);
    setHits([]);
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
    } else if (e.key === "Enter" && active >= 0) {
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
          picked.current = null;
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <p className="field-help" id={hintId}>{t("timeBooking.form.customerHint")}</p>
      {busy ? <Loader label={t("timeBooking.reference.searching")} /> : null}
      <ul id={listId} role="listbox" aria-label={t("timeBooking.form.customerSuggestions")} className="tb-autocomplete__list" hidden={!open || hits.length === 0}>
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
      <p role="status" className="tb-autocomplete__message">{open && message ? message : ""}</p>
      {error ? <p className="field-error" id={`${id}-error`}>{error}</p> : null}
    </div>
  );
}
