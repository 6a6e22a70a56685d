"use client";

/**
 * Date picker (spec 1 §2 generic widgets, §5): a text input and a calendar popup.
 * Sweden: Swedish month and weekday names, yyyy-mm-dd. Finland: Finnish names, dd/mm/yy.
 * Weeks start on Monday. The value given to forms is always ISO yyyy-MM-dd.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { format, type Locale } from "date-fns";
import { fi as fiLocale, sv as svLocale } from "date-fns/locale";
import type { Market } from "@/lib/market";
import { todayIn } from "@/lib/market/format";
import {
  checkDateBounds,
  clampIso,
  formatDateInput,
  isoToDate,
  isValidIsoDate,
  monthGrid,
  moveByKey,
  parseDateInput,
  sameMonth,
  shiftMonths,
  weekOf,
} from "@/lib/ui/date-input";
import { trapTab } from "./dialogs";

const LOCALES: Record<Market, Locale> = { se: svLocale, fi: fiLocale };
/** How a day is read out in the calendar. */
const DAY_LABEL: Record<Market, string> = { se: "EEEE d MMMM yyyy", fi: "cccc d. MMMM yyyy" };

function capitalize(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export interface DatePickerChange {
  /** false when the typed text is not a date in the market's format or is outside min/max */
  valid: boolean;
  /** what the input shows */
  text: string;
}

export interface DatePickerProps {
  market: Market;
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
  const headingId = `${inputId}-month`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const locale = LOCALES[market];
  const bounds = { min, max };

  const initial = value ?? defaultValue ?? "";
  const [text, setText] = useState(() => formatDateInput(initial, market));
  const [iso, setIso] = useState(() => (isValidIsoDate(initial) ? initial : ""));
  /** the reason the typed text is refused, shown after leaving the field */
  const [problem, setProblem] = useState<null | "format" | "beforeMin" | "afterMax">(null);
  const [showProblem, setShowProblem] = useState(false);
  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState<string>("");
  const [focusGrid, setFocusGrid] = useState(false);
  const lastValue = useRef(value);
  const inputEl = useRef<HTMLInputElement | null>(null);
  const toggleEl = useRef<HTMLButtonElement>(null);
  const popupEl = useRef<HTMLDivElement>(null);
  const gridEl = useRef<HTMLTableElement>(null);

  // a new value from outside replaces the text (not our own report coming back)
  useEffect(() => {
    if (value === undefined || value === lastValue.current) return;
    lastValue.current = value;
    setText(formatDateInput(value, market));
    setIso(isValidIsoDate(value) ? value : "");
    setProblem(null);
    setShowProblem(false);
  }, [value, market]);

  // the input refuses form submission while its text is not a date (checkValidity / :invalid)
  useEffect(() => {
    inputEl.current?.setCustomValidity(problem ? t(problem === "format" ? "ui.date.invalid" : `ui.date.${problem}`, messageParams()) : "");
  });

  function messageParams() {
    return {
      format: t(market === "fi" ? "ui.date.formatFi" : "ui.date.formatSe"),
      min: formatDateInput(min, market),
      max: formatDateInput(max, market),
    };
  }

  function report(nextIso: string, nextText: string, valid: boolean) {
    lastValue.current = nextIso;
    setIso(nextIso);
    onChange?.(nextIso, { valid, text: nextText });
  }

  /** reads the text; returns the ISO date when it is a valid, allowed date */
  function evaluate(nextText: string): { iso: string; problem: typeof problem } {
    const parsed = parseDateInput(nextText, market);
    if (parsed.kind === "empty") return { iso: "", problem: null };
    if (parsed.kind === "invalid") return { iso: "", problem: "format" };
    const b = checkDateBounds(parsed.iso, bounds);
    return b === "ok" ? { iso: parsed.iso, problem: null } : { iso: "", problem: b };
  }

  function typed(nextText: string) {
    setText(nextText);
    const r = evaluate(nextText);
    setProblem(r.problem);
    if (!r.problem) setShowProblem(false);
    if (r.iso !== iso || r.problem) report(r.iso, nextText, r.problem === null);
  }

  function commitText() {
    const r = evaluate(text);
    setProblem(r.problem);
    setShowProblem(r.problem !== null);
    if (r.iso) {
      const shown = formatDateInput(r.iso, market);
      if (shown !== text) setText(shown);
    }
  }

  function pick(day: string) {
    if (checkDateBounds(day, bounds) !== "ok") return;
    const shown = formatDateInput(day, market);
    setText(shown);
    setProblem(null);
    setShowProblem(false);
    report(day, shown, true);
    close();
  }

  function openCalendar() {
    if (disabled) return;
    const today = todayIn(market);
    const start = iso || today;
    setFocusDay(clampIso(start, bounds));
    setFocusGrid(true);
    setOpen(true);
  }

  function close(returnFocus = true) {
    setOpen(false);
    setFocusGrid(false);
    if (returnFocus) toggleEl.current?.focus();
  }

  // move focus to the focused day when the calendar opens or the keyboard moves it
  useLayoutEffect(() => {
    if (!open || !focusGrid) return;
    gridEl.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`)?.focus();
  }, [open, focusGrid, focusDay]);

  // a click outside the calendar closes it
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (popupEl.current?.contains(target) || toggleEl.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  });

  function onGridKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    const next = moveByKey(focusDay, e.key, e.shiftKey);
    if (next) {
      e.preventDefault();
      setFocusDay(next);
      setFocusGrid(true);
    }
  }

  function onPopupKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    if (popupEl.current) trapTab(e, popupEl.current);
  }

  function onInputKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if ((e.altKey && e.key === "ArrowDown") || (e.key === "ArrowDown" && !text)) {
      e.preventDefault();
      openCalendar();
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close(false);
    } else if (e.key === "Enter") {
      commitText();
    }
  }

  const shownError = error ?? (showProblem && problem ? t(problem === "format" ? "ui.date.invalid" : `ui.date.${problem}`, messageParams()) : undefined);
  const invalid = Boolean(shownError);
  const described = [hintId, invalid ? errorId : null, describedBy].filter(Boolean).join(" ");
  const formatText = t(market === "fi" ? "ui.date.formatFi" : "ui.date.formatSe");

  const today = open ? todayIn(market) : "";
  const viewMonth = focusDay || today;
  const weeks = open ? monthGrid(viewMonth) : [];
  const weekdays = open ? weekOf(viewMonth) : [];
  const monthTitle = open ? capitalize(format(isoToDate(viewMonth) ?? new Date(), "LLLL yyyy", { locale })) : "";
  const prevDisabled = Boolean(min && isValidIsoDate(min) && shiftMonths(viewMonth, -1).slice(0, 7) < min.slice(0, 7));
  const nextDisabled = Boolean(max && isValidIsoDate(max) && shiftMonths(viewMonth, 1).slice(0, 7) > max.slice(0, 7));

  function showMonth(delta: number) {
    setFocusGrid(false); // keep focus on the month button
    setFocusDay(clampIso(shiftMonths(viewMonth, delta), bounds));
  }

  return (
    <div className={`field ui-date${className ? ` ${className}` : ""}`} data-invalid={invalid ? "true" : undefined}>
      <label htmlFor={inputId}>{label}</label>
      <div className="ui-date__control">
        <input
          id={inputId}
          ref={(el) => {
            inputEl.current = el;
            setRef(inputRef, el);
          }}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={formatText}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={described}
          onChange={(e) => typed(e.target.value)}
          onBlur={() => {
            commitText();
            onBlur?.();
          }}
          onKeyDown={onInputKeyDown}
        />
        {invalid ? <span className="ui-date__marker" aria-hidden="true">!</span> : null}
        <button
          ref={toggleEl}
          type="button"
          className="ui-date__toggle"
          aria-label={t("ui.date.openCalendar")}
          title={t("ui.date.openCalendar")}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          disabled={disabled}
          onClick={() => (open ? close() : openCalendar())}
        >
          <span className="ui-date__icon" aria-hidden="true" />
        </button>
        {open ? (
          <div ref={popupEl} id={popupId} className="ui-date__popup" role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onPopupKeyDown}>
            <div className="ui-cal__header">
              <button type="button" className="ui-cal__nav" aria-label={t("ui.date.prevMonth")} title={t("ui.date.prevMonth")} disabled={prevDisabled} onClick={() => showMonth(-1)}>
                <span aria-hidden="true">‹</span>
              </button>
              <h2 id={headingId} className="ui-cal__title" aria-live="polite">
                {monthTitle}
              </h2>
              <button type="button" className="ui-cal__nav" aria-label={t("ui.date.nextMonth")} title={t("ui.date.nextMonth")} disabled={nextDisabled} onClick={() => showMonth(1)}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
            <table ref={gridEl} role="grid" className="ui-cal__grid" aria-labelledby={headingId} onKeyDown={onGridKeyDown}>
              <thead>
                <tr>
                  {weekdays.map((d) => {
                    const date = isoToDate(d) ?? new Date();
                    return (
                      <th key={d} scope="col" abbr={format(date, "cccc", { locale })}>
                        <span aria-hidden="true">{capitalize(format(date, "cccccc", { locale }))}</span>
                        <span className="visually-hidden">{format(date, "cccc", { locale })}</span>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0]}>
                    {week.map((day) => {
                      const date = isoToDate(day) ?? new Date();
                      const allowed = checkDateBounds(day, bounds) === "ok";
                      const selected = day === iso;
                      return (
                        <td key={day} role="gridcell" aria-selected={selected}>
                          <button
                            type="button"
                            className="ui-cal__day"
                            data-day={day}
                            data-outside={sameMonth(day, viewMonth) ? undefined : "true"}
                            data-today={day === today ? "true" : undefined}
                            tabIndex={day === focusDay ? 0 : -1}
                            aria-label={format(date, DAY_LABEL[market], { locale })}
                            aria-current={day === today ? "date" : undefined}
                            aria-disabled={allowed ? undefined : true}
                            onClick={() => pick(day)}
                            onFocus={() => day !== focusDay && setFocusDay(day)}
                          >
                            {date.getDate()}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="ui-cal__footer">
              <p className="ui-cal__help">{t("ui.date.keyboardHelp")}</p>
              <button type="button" className="btn btn--secondary ui-cal__close" onClick={() => close()}>
                {t("ui.date.close")}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <p id={hintId} className="ui-date__hint">
        {hint ? <>{hint} </> : null}
        <span className="visually-hidden">{t("ui.date.formatHint", { format: formatText })}</span>
      </p>
      <p className="field-error" id={errorId} aria-live="polite">
        {invalid ? shownError : null}
      </p>
      {name ? <input type="hidden" name={name} value={iso} /> : null}
    </div>
  );
}
