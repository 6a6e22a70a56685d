"use client";

import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from "react";
import { forwardRef } from "react";

/** A labelled input with its error message wired for screen readers. */
export const FormField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string }
>(function FormField({ label, name, error, id, "aria-describedby": describedBy, ...rest }, ref) {
  const inputId = id ?? `f-${name}`;
  const described = [describedBy, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} name={name} ref={ref} {...rest} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {error ? (
        <p className="field-error" id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** A labelled select (its options as children) with its error message wired for screen readers. */
export function SelectField({
  id,
  label,
  error,
  selectRef,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={selectRef}
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
