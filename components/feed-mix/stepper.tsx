"use client";

import { useEffect, useId, useRef } from "react";
import { useTranslation } from "@/lib/i18n/react";
import { STEPPER, stepValue } from "@/lib/feed-mix/arithmetic";

export interface StepperProps {
  label: string;
  value: number | "";
  onChange: (value: number | "") => void;
  min: number;
  max: number;
  /** 10 by default; 5 for the final amount (spec 4 §9) */
  step?: number;
  error?: string;
  name: string;
  /** big targets for the barn */
  large?: boolean;
  inputMode?: "numeric" | "decimal";
}

/**
 * A number field with − and + buttons (spec 4 §5, §9): each press steps by `step` within [min, max];
 * holding a button repeats after 200 ms, then every 100 ms. The buttons are real buttons (a key
 * press steps once); the field accepts typing.
 */
export function Stepper({
  label,
  value,
  onChange,
  min,
  max,
  step = STEPPER.step,
  error,
  name,
  large,
  inputMode = "numeric",
}: StepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const timer = useRef<{ timeout?: ReturnType<typeof setTimeout>; interval?: ReturnType<typeof setInterval> }>({});
  const current = useRef(value);
  const pointerUsed = useRef(false);
  useEffect(() => {
    current.current = value;
  }, [value]);

  const stop = () => {
    clearTimeout(timer.current.timeout);
    clearInterval(timer.current.interval);
    timer.current = {};
  };
  useEffect(() => stop, []);

  const once = (dir: 1 | -1) => {
    const next = stepValue(current.current === "" ? min : current.current, dir, step, min, max);
    current.current = next;
    onChange(next);
  };
  const start = (dir: 1 | -1) => {
    pointerUsed.current = true;
    stop();
    once(dir);
    timer.current.timeout = setTimeout(() => {
      timer.current.interval = setInterval(() => once(dir), STEPPER.repeatIntervalMs);
    }, STEPPER.repeatDelayMs);
  };
  const button = (dir: 1 | -1) => (
    <button
      type="button"
      className="fm-stepper__btn"
      aria-label={t(dir > 0 ? "feedMix.stepper.increase" : "feedMix.stepper.decrease", { label })}
      aria-controls={id}
      disabled={value !== "" && (dir > 0 ? value >= max : value <= min)}
      onPointerDown={(e) => {
        if (e.button === 0) start(dir);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onContextMenu={(e) => e.preventDefault()}
      onClick={() => {
        // a pointer press already stepped; a key press (Enter/Space) steps once here
        if (pointerUsed.current) pointerUsed.current = false;
        else once(dir);
      }}
    >
      {dir > 0 ? "+" : "−"}
    </button>
  );
  return (
    <div className={`fm-stepper${large ? " fm-stepper--large" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <div className="fm-stepper__row">
        {button(-1)}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const raw = e.target.value.replace(/\s/g, "").replace(",", ".");
            if (raw === "") return onChange("");
            if (!/^\d+(\.\d?)?$/.test(raw)) return;
            onChange(Math.min(max, Number(raw)));
          }}
        />
        {button(1)}
      </div>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
