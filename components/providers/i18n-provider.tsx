"use client";

import type { ReactNode } from "react";
// react-aria's own entry: the react-aria-components barrel would pull its modal/menu chain in (decision 093)
import { I18nProvider as AriaI18nProvider } from "react-aria/I18nProvider";
import { TranslationsProvider } from "@/lib/i18n/react";
import type { Resources } from "@/lib/i18n/resources";
import type { Language } from "@/lib/market";
import { ariaLocale } from "@/lib/ui/aria-locale";

/**
 * Gives client components `useTranslation()` (lib/i18n/react.tsx, no i18next in the browser) in the language of the request's market, and React
 * Aria the same locale (sv-SE / fi-FI). The locale is a prop from the server, so the server render
 * and the browser agree (React Aria would otherwise read navigator.language and mismatch on
 * hydration, adobe/react-spectrum #6216).
 */
export function I18nProvider({ language, resources, children }: { language: Language; resources: Resources; children: ReactNode }) {
  return (
    <TranslationsProvider language={language} resources={resources}>
      <AriaI18nProvider locale={ariaLocale(language)}>{children}</AriaI18nProvider>
    </TranslationsProvider>
  );
}
