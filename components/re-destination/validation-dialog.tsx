"use client";

import type { FieldErrors, FieldValues } from "react-hook-form";
import type { TFunction } from "i18next";
import type { Dialogs } from "@/components/ui/dialogs";

/** Server messages arrive translated; schema messages are keys. */
const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;
export const translated = (t: TFunction, m: string | undefined): string | undefined => (m ? (KEY.test(m) ? String(t(m)) : m) : undefined);

/** Spec 3 §8: "Validation errors are listed in a modal as bullet items." */
export function showValidationErrors<T extends FieldValues>(
  dialogs: Dialogs,
  t: TFunction,
  /** react-hook-form's errors, or a search form's messages by field (useFlatForm) */
  errors: FieldErrors<T> | Partial<Record<string, string>>,
  order: string[],
): void {
  const messages = order.flatMap((name) => {
    const e = (errors as Record<string, { message?: string } | string | undefined>)[name];
    const m = translated(t, typeof e === "string" ? e : e?.message);
    return m ? [m] : [];
  });
  if (!messages.length) return;
  void dialogs.alert({
    type: "warning",
    title: t("reDestination.validation.title"),
    message: (
      <ul className="redest-errors">
        {[...new Set(messages)].map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    ),
  });
}
