"use client";

import type { InputHTMLAttributes } from "react";
import { forwardRef } from "react";

/** A labelled input with its error message wired for screen readers. */
export const FormField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string }>(
  function FormField({ label, name, error, id, "aria-describedby": describedBy, ...rest }, ref) {
    const inputId = id ?? `f-${name}`;
    const described = [describedBy, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className="field">
        <label htmlFor={inputId}>{label}</label>
        <input id={inputId} name={name} ref={ref} {...rest} aria-invalid={error ? true : undefined} aria-describedby={described} />
        {error ? <p className="field-error" id={`${inputId}-error`}>{error}</p> : null}
      </div>
    );
  },
);
