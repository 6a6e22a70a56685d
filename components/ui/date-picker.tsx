"use client";

/**
 * Date picker (spec 1 §2 generic widgets, §5) after the WAI-ARIA date picker dialog pattern: a
 * text input in the market's format (Sweden yyyy-mm-dd, Finland dd/mm/yy, or with `format="agro"`
 * the Finnish agro desk's yy-mm-dd; React Aria's DateField
 * would format fi-FI as d.M.yyyy) and a button opening a calendar dialog (date-picker-calendar.tsx,
 * React Aria Calendar, Monday first). Invalid text is marked (aria-invalid, the ! marker, the
 * message after leaving the field) and refuses form submission. The value given to forms is always
 * ISO yyyy-MM-dd.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { Market } from "@/lib/market";
import { useDateText, type DatePickerChange } from "./use-date-text";

/**
 * The calendar (React Aria Calendar + Popover + @internationalized/date, ~60 kB gzip) loads on the
 * first opening, not with the page (decision 100): the import starts in `openCalendar`, before the
 * state update, and the popover floats in a portal, so the short wait shifts no layout.
 */
const loadCalendar = () => import("./date-picker-calendar");
const DateCalendarPopover = lazy(() => loadCalendar().then((m) => ({ default: m.DateCalendarPopover })));

export type { DatePickerChange } from "./use-date-text";

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export interface DatePickerProps {
  market: Market;
  /** "agro": the Finnish agro desk's yy-mm-dd (spec 4 §9) instead of the market's format */
  format?: "market" | "agro";
  label: ReactNode;
  /** ISO yyyy-MM-dd or "" (controlled) */
  value?: string;
  /** ISO yyyy-MM-dd (uncontrolled) */
  defaultValue?: string;
  /** the ISO date; "" when the input is empty or its text is not a valid date */
  onChange?: (iso: string, change: DatePickerChange) => void;
  onBlur?: () => void;
  /** a hidden input with this name carries the ISO value in plain form posts */
  name?: string;
  id?: string;
  /** earliest and latest allowed date, ISO, inclusive */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** an error from outside (form schema, server, date range); shown like the picker's own */
  error?: string;
  /** extra help under the input */
  hint?: ReactNode;
  /** more ids for aria-describedby */
  describedBy?: string;
  /** the text input (e.g. react-hook-form's field.ref, to focus it on an error) */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function DatePicker({
  market,
  format,
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  id,
  min,
  max,
  required,
  disabled,
  error,
  hint,
  describedBy,
  inputRef,
  className,
}: DatePickerProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? `date-${autoId}`;
  const popupId = `${inputId}-calendar`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const date = useDateText({ market, format, value, defaultValue, min, max, onChange });
  const [open, setOpen] = useState(false);
  const inputEl = useRef<HTMLInputElement | null>(null);
  const controlEl = useRef<HTMLDivElement>(null);

  // the input refuses form submission while its text is not a date (checkValidity / :invalid)
  useEffect(() => {
    inputEl.current?.setCustomValidity(date.validity);
  }, [date.validity]);

  function openCalendar() {
    if (disabled) return;
    void loadCalendar();
    setOpen(true);
  }

  function onInputKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if ((e.altKey && e.key === "ArrowDown") || (e.key === "ArrowDown" && !date.text)) {
      e.preventDefault();
      openCalendar();
    } else if (e.key === "Enter") {
      date.commit();
    }
  }

  const shownError = error ?? date.shownProblem;
  const invalid = Boolean(shownError);
  const described = [hintId, invalid ? errorId : null, describedBy].filter(Boolean).join(" ");

  return (
    <div className={`field ui-date${className ? ` ${className}` : ""}`} data-invalid={invalid ? "true" : undefined}>
      <label htmlFor={inputId}>{label}</label>
      <div className="ui-date__control" ref={controlEl}>
        <input
          id={inputId}
          ref={(el) => {
            inputEl.current = el;
            setRef(inputRef, el);
          }}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={date.formatText}
          value={date.text}
          required={required}
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={described}
          onChange={(e) => date.typed(e.target.value)}
          onBlur={() => {
            date.commit();
            onBlur?.();
          }}
          onKeyDown={onInputKeyDown}
        />
        {invalid ? (
          <span className="ui-date__marker" aria-hidden="true">
            !
          </span>
        ) : null}
        <button
          type="button"
          className="ui-date__toggle"
          aria-label={t("ui.date.openCalendar")}
          title={t("ui.date.openCalendar")}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          disabled={disabled}
          onClick={openCalendar}
        >
          <span className="ui-date__icon" aria-hidden="true" />
        </button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <DateCalendarPopover
            id={popupId}
            open={open}
            onOpenChange={setOpen}
            anchorRef={controlEl}
            value={date.iso}
            market={market}
            min={min}
            max={max}
            onPick={(day) => {
              date.pick(day);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      <p id={hintId} className="ui-date__hint">
        {hint ? <>{hint} </> : null}
        <span className="visually-hidden">{t("ui.date.formatHint", { format: date.formatText })}</span>
      </p>
      <p className="field-error" id={errorId} aria-live="polite">
        {invalid ? shownError : null}
      </p>
      {name ? <input type="hidden" name={name} value={date.iso} /> : null}
    </div>
  );
}
