"use client";

import { TranslationsProvider, type TranslationsProps } from "@/lib/i18n/react";

/**
 * Gives client components `useTranslation()` (lib/i18n/react.tsx, no i18next in the browser) in the
 * language of the request's market. React Aria's widgets take the same locale (sv-SE / fi-FI) from
 * it through components/ui/aria-locale.tsx, each around itself (decision 102). The root layout hands
 * the resources as JSON text (decision 109); tests may hand the tree.
 */
export function I18nProvider({ language, resources, children }: TranslationsProps) {
  return (
    <TranslationsProvider language={language} resources={resources}>
      {children}
    </TranslationsProvider>
  );
}
