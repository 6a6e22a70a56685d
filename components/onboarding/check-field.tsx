"use client";

import { forwardRef, type InputHTMLAttributes } from "react";

/** A labelled checkbox with its error message wired for screen readers. */
export const CheckField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string }
>(function CheckField({ label, name, error, ...rest }, ref) {
  const id = `f-${name}`;
  return (
    <div className="field field--check">
      <label htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          ref={ref}
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />{" "}
        {label}
      </label>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
