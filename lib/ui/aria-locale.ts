/**
 * The React Aria locale per portal language (spec 1 §1: Swedish in Sweden, Finnish in Finland).
 * Only these two locales' strings ship to the browser (see lib/ui/strip-aria-locales.cjs);
 * en-US stays as React Aria's own fallback.
 */
import type { Language } from "@/lib/market";

export const ARIA_LOCALES = { sv: "sv-SE", fi: "fi-FI" } as const satisfies Record<Language, string>;

/** The locales whose React Aria strings are bundled. */
export const BUNDLED_ARIA_LOCALES = ["sv-SE", "fi-FI", "en-US"] as const;

export function ariaLocale(language: Language): (typeof ARIA_LOCALES)[Language] {
  return ARIA_LOCALES[language];
}
