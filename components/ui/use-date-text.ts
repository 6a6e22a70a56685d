"use client";

/**
 * The date picker's typed text (spec 1 §5): Sweden yyyy-mm-dd, Finland dd/mm/yy. The text is read
 * on every keystroke and reported as an ISO date ("" while it is not a date); the reason it is
 * refused (format, before min, after max) shows after leaving the field or pressing Enter.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { Market } from "@/lib/market";
import { checkDateBounds, formatDateInput, isValidIsoDate, parseDateInput, type DateInputFormat } from "@/lib/ui/date-input";

export type DateProblem = null | "format" | "beforeMin" | "afterMax";

export interface DatePickerChange {
  /** false when the typed text is not a date in the market's format or is outside min/max */
  valid: boolean;
  /** what the input shows */
  text: string;
  /** the typed date even when it is outside min/max ("" when the text is not a date), so a form can say why in its own words */
  typed: string;
}

interface Options {
  market: Market;
  /** "agro": the agro desk's yy-mm-dd instead of the market's format */
  format?: "market" | "agro";
  value?: string;
  defaultValue?: string;
  min?: string;
  max?: string;
  onChange?: (iso: string, change: DatePickerChange) => void;
}

export function useDateText({ market: marketOfSite, format = "market", value, defaultValue, min, max, onChange }: Options) {
  const { t } = useTranslation();
  const market: DateInputFormat = format === "agro" ? "agro" : marketOfSite;
  const initial = value ?? defaultValue ?? "";
  const [text, setText] = useState(() => formatDateInput(initial, market));
  const [iso, setIso] = useState(() => (isValidIsoDate(initial) ? initial : ""));
  const [problem, setProblem] = useState<DateProblem>(null);
  const [showProblem, setShowProblem] = useState(false);
  const lastValue = useRef(value);
  const bounds = { min, max };

  // a new value from outside replaces the text (not our own report coming back)
  useEffect(() => {
    if (value === undefined || value === lastValue.current) return;
    lastValue.current = value;
    setText(formatDateInput(value, market));
    setIso(isValidIsoDate(value) ? value : "");
    setProblem(null);
    setShowProblem(false);
  }, [value, market]);

  const formatText = t(market === "agro" ? "ui.date.formatAgro" : market === "fi" ? "ui.date.formatFi" : "ui.date.formatSe");

  function message(p: Exclude<DateProblem, null>): string {
    const params = { format: formatText, min: formatDateInput(min, market), max: formatDateInput(max, market) };
    return t(p === "format" ? "ui.date.invalid" : `ui.date.${p}`, params);
  }

  function report(nextIso: string, nextText: string, valid: boolean) {
    lastValue.current = nextIso;
    setIso(nextIso);
    const parsed = parseDateInput(nextText, market);
    onChange?.(nextIso, { valid, text: nextText, typed: parsed.kind === "valid" ? parsed.iso : "" });
  }

  /** reads the text; the ISO date when it is a valid, allowed date */
  function evaluate(nextText: string): { iso: string; problem: DateProblem } {
    const parsed = parseDateInput(nextText, market);
    if (parsed.kind === "empty") return { iso: "", problem: null };
    if (parsed.kind === "invalid") return { iso: "", problem: "format" };
    const b = checkDateBounds(parsed.iso, bounds);
    return b === "ok" ? { iso: parsed.iso, problem: null } : { iso: "", problem: b };
  }

  /** the input's text changed */
  function typed(nextText: string) {
    setText(nextText);
    const r = evaluate(nextText);
    setProblem(r.problem);
    if (!r.problem) setShowProblem(false);
    if (r.iso !== iso || r.problem) report(r.iso, nextText, r.problem === null);
  }

  /** leaving the field or Enter: show the problem, or tidy a valid text ("1/2/26" → "01/02/26") */
  function commit() {
    const r = evaluate(text);
    setProblem(r.problem);
    setShowProblem(r.problem !== null);
    if (r.iso) {
      const shown = formatDateInput(r.iso, market);
      if (shown !== text) setText(shown);
    }
  }

  /** a day chosen in the calendar */
  function pick(day: string) {
    if (checkDateBounds(day, bounds) !== "ok") return;
    const shown = formatDateInput(day, market);
    setText(shown);
    setProblem(null);
    setShowProblem(false);
    report(day, shown, true);
  }

  return {
    text,
    iso,
    formatText,
    /** the refusal to show (after leaving the field), translated */
    shownProblem: showProblem && problem ? message(problem) : undefined,
    /** the refusal for the browser's form validation (checkValidity, :invalid) */
    validity: problem ? message(problem) : "",
    typed,
    commit,
    pick,
  };
}
