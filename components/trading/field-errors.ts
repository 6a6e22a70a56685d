"use client";

import { useTranslation } from "@/lib/i18n/react";
import type { FormErrors } from "@/lib/trading/agreement-rules";

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;

/** The first message of a field: a rule's key translated with its values, or the server's rendered text. */
export function useFieldError(errors: FormErrors) {
  const { t } = useTranslation();
  return (field: string): string | undefined => {
    const m = errors[field]?.[0];
    return m ? (KEY.test(m.key) ? String(t(m.key, m.values)) : m.key) : undefined;
  };
}
