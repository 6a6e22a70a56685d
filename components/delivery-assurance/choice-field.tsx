"use client";

/**
 * A labelled group of radio buttons (ja/nej questions, delivery type, transport) with its error
 * message wired for screen readers. Works with react-hook-form's register() and with controlled props (`selected`, onChange).
 */
import { forwardRef, useId, type InputHTMLAttributes } from "react";

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  legend: string;
  name: string;
  options: ChoiceOption[];
  error?: string;
  hint?: string;
  /** controlled: the chosen value */ selected?: string;
};

export const ChoiceField = forwardRef<HTMLInputElement, Props>(function ChoiceField(
  { legend, name, options, error, hint, id, selected, ...rest },
  ref,
) {
  const auto = useId();
  const base = id ?? `choice-${auto}`;
  const described = [hint ? `${base}-hint` : null, error ? `${base}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="da-choice" aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className="da-choice__options">
        {options.map((o, i) => (
          <label key={o.value} htmlFor={`${base}-${i}`}>
            <input
              {...rest}
              ref={ref}
              id={`${base}-${i}`}
              type="radio"
              name={name}
              value={o.value}
              disabled={o.disabled || rest.disabled}
              {...(selected !== undefined ? { checked: selected === o.value } : {})}
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p className="field-help" id={`${base}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${base}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
