"use client";

/**
 * A labelled dropdown with a "choose" option first and its error message wired for screen
 * readers (aria-invalid, aria-describedby). Works with react-hook-form's register() and as a controlled field (value, onChange).
 */
import { forwardRef, type SelectHTMLAttributes } from "react";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  /** the empty first option's text */
  choose: string;
  error?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ id, label, choose, error, children, ...rest }, ref) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest} ref={ref}>
        <option value="">{choose}</option>
        {children}
      </select>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
