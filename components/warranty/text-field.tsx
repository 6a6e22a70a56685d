"use client";

/**
 * One text input of the warranty forms, bound to the form's values by its API field name. Inputs
 * titled for at most 30 characters get maxlength 30 (spec 4 §5, §9) and that title.
 */
import { useTranslation } from "@/lib/i18n/react";
import { FormField } from "@/components/ui/form-field";

export const TITLE_MAX = 30;

export interface FieldProps {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  max30?: boolean;
  required?: boolean;
  placeholder?: string;
  type?: string;
  readOnly?: boolean;
  inputMode?: "numeric" | "decimal" | "text" | "email" | "tel";
}

export function TextField({ name, label, values, errors, onChange, max30, required, placeholder, type, readOnly, inputMode }: FieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      name={name}
      label={required ? `${label} *` : label}
      value={values[name] ?? ""}
      onChange={(e) => onChange(name, e.target.value)}
      error={errors[name]}
      maxLength={max30 ? TITLE_MAX : undefined}
      title={max30 ? t("warranty.form.max30") : undefined}
      aria-required={required || undefined}
      placeholder={placeholder}
      type={type}
      readOnly={readOnly}
      inputMode={inputMode}
    />
  );
}

/** The required fields left empty, each with the required message. */
export function missingRequired(values: Record<string, string>, required: readonly string[], message: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of required) if (!(values[k] ?? "").trim()) out[k] = message;
  return out;
}

/** Field messages of a 400 reply (first message per field). */
export function fieldErrors(fields: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields ?? {})) if (v[0]) out[k] = v[0];
  return out;
}
