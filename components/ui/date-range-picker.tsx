"use client";

/**
 * From/to date pair (spec 1 §5, §9): a range over `maxDays` (7) days flags an error, and picking
 * a from date after the to date moves the to date. Both values are ISO yyyy-MM-dd.
 */
import { useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { Market } from "@/lib/market";
import { DEFAULT_MAX_RANGE_DAYS, validateDateRange, withFrom, type DateRange, type DateRangeError } from "@/lib/ui/date-range";
import { DatePicker } from "./date-picker";

export type { DateRange } from "@/lib/ui/date-range";

export interface DateRangeChange {
  /** the range rule's error (too long, to before from), or null */
  error: DateRangeError;
  /** both typed texts are valid dates (or empty) and the range has no error */
  valid: boolean;
}

export interface DateRangePickerProps {
  market: Market;
  /** the group's name, shown as a legend (optional) */
  legend?: ReactNode;
  fromLabel?: ReactNode;
  toLabel?: ReactNode;
  /** controlled value */
  value?: DateRange;
  defaultValue?: DateRange;
  onChange?: (range: DateRange, change: DateRangeChange) => void;
  /** hidden inputs with these names carry the ISO values in plain form posts */
  fromName?: string;
  toName?: string;
  /** longest allowed range in days (default 7); null or false turns the flag off */
  maxDays?: number | null | false;
  /** earliest and latest allowed date, ISO */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** errors from outside (form schema, server) */
  fromError?: string;
  toError?: string;
  id?: string;
  className?: string;
}

export function DateRangePicker({
  market,
  legend,
  fromLabel,
  toLabel,
  value,
  defaultValue,
  onChange,
  fromName,
  toName,
  maxDays = DEFAULT_MAX_RANGE_DAYS,
  min,
  max,
  required,
  disabled,
  fromError,
  toError,
  id,
  className,
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const baseId = id ?? `range-${autoId}`;
  const [own, setOwn] = useState<DateRange>(value ?? defaultValue ?? { from: "", to: "" });
  const range = value ?? own;
  const typedValid = useRef({ from: true, to: true });

  const rangeError = validateDateRange(range, maxDays);
  const rangeMessage =
    rangeError?.code === "tooLong"
      ? t("ui.dateRange.tooLong", { count: rangeError.maxDays })
      : rangeError?.code === "toBeforeFrom"
        ? t("ui.dateRange.toBeforeFrom")
        : undefined;

  // a new value from the parent becomes our own too (adjusted during render, not in an effect)
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value) setOwn(value);
  }

  function change(next: DateRange) {
    setOwn(next);
    const error = validateDateRange(next, maxDays);
    onChange?.(next, { error, valid: error === null && typedValid.current.from && typedValid.current.to });
  }

  const Group = legend ? "fieldset" : "div";
  return (
    <Group
      className={`ui-daterange${className ? ` ${className}` : ""}`}
      id={baseId}
      role={legend ? undefined : "group"}
      data-invalid={rangeMessage ? "true" : undefined}
    >
      {legend ? <legend>{legend}</legend> : null}
      <div className="ui-daterange__fields">
        <DatePicker
          market={market}
          id={`${baseId}-from`}
          label={fromLabel ?? t("ui.dateRange.from")}
          name={fromName}
          value={range.from}
          min={min}
          max={max}
          required={required}
          disabled={disabled}
          error={fromError}
          onChange={(iso, c) => {
            typedValid.current.from = c.valid;
            change(withFrom(range, iso));
          }}
        />
        <DatePicker
          market={market}
          id={`${baseId}-to`}
          label={toLabel ?? t("ui.dateRange.to")}
          name={toName}
          value={range.to}
          min={range.from && (!min || range.from > min) ? range.from : min}
          max={max}
          required={required}
          disabled={disabled}
          error={toError ?? rangeMessage}
          onChange={(iso, c) => {
            typedValid.current.to = c.valid;
            change({ from: range.from, to: iso });
          }}
        />
      </div>
    </Group>
  );
}
