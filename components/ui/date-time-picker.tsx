"use client";

/**
 * A date and a time of day (spec 4 §9: the agro desk's yy-mm-dd with HH:mm where a time is
 * chosen): the portal's DatePicker (its calendar, min and max) beside a time input in HH:mm.
 * The value is the wall-clock "yyyy-MM-ddTHH:mm" ("" while either part is not valid); turning it
 * into an instant in the market's time zone is the form's business.
 */
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/react";
import type { Market } from "@/lib/market";
import { parseTimeInput } from "@/lib/ui/date-input";
import { DatePicker } from "./date-picker";

export interface DateTimePickerProps {
  market: Market;
  format?: "market" | "agro";
  label: ReactNode;
  timeLabel: string;
  /** "yyyy-MM-ddTHH:mm" or "" (the initial value; later changes from outside replace it) */
  value: string;
  onChange: (value: string) => void;
  /** earliest allowed day, ISO */
  min?: string;
  max?: string;
  error?: string;
  id?: string;
}

export function DateTimePicker({ market, format, label, timeLabel, value, onChange, min, max, error, id }: DateTimePickerProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const baseId = id ?? `datetime-${autoId}`;
  const [day, setDay] = useState(value.slice(0, 10));
  const [timeText, setTimeText] = useState(value.slice(11, 16));
  const [timeTouched, setTimeTouched] = useState(false);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value) {
      setDay(value.slice(0, 10));
      setTimeText(value.slice(11, 16));
    }
  }
  const time = parseTimeInput(timeText);
  const timeError = timeTouched && !time ? t("ui.date.invalidTime") : undefined;

  function report(nextDay: string, nextTime: string | null) {
    const next = nextDay && nextTime ? `${nextDay}T${nextTime}` : "";
    setSeen(next);
    onChange(next);
  }

  return (
    <div className="ui-datetime">
      <DatePicker
        market={market}
        format={format}
        id={`${baseId}-date`}
        label={label}
        value={day}
        min={min}
        max={max}
        error={error}
        onChange={(iso) => {
          setDay(iso);
          report(iso, time);
        }}
      />
      <div className="field ui-datetime__time" data-invalid={timeError ? "true" : undefined}>
        <label htmlFor={`${baseId}-time`}>{timeLabel}</label>
        <input
          id={`${baseId}-time`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("ui.date.formatTime")}
          value={timeText}
          aria-invalid={timeError ? true : undefined}
          aria-describedby={timeError ? `${baseId}-time-error` : undefined}
          onChange={(e) => {
            setTimeText(e.target.value);
            report(day, parseTimeInput(e.target.value));
          }}
          onBlur={() => {
            setTimeTouched(true);
            if (time && time !== timeText) setTimeText(time);
          }}
        />
        <p className="field-error" id={`${baseId}-time-error`} aria-live="polite">
          {timeError ?? null}
        </p>
      </div>
    </div>
  );
}
