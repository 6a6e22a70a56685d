"use client";

import { useState, type ReactNode } from "react";
import i18next from "i18next";
// react-aria's own entry: the react-aria-components barrel would pull its modal/menu chain in (decision 093)
import { I18nProvider as AriaI18nProvider } from "react-aria/I18nProvider";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "@/lib/i18n/options";
import type { Resources } from "@/lib/i18n/resources";
import type { Language } from "@/lib/market";
import { ariaLocale } from "@/lib/ui/aria-locale";

/**
 * Gives client components `useTranslation()` in the language of the request's market, and React
 * Aria the same locale (sv-SE / fi-FI). The locale is a prop from the server, so the server render
 * and the browser agree (React Aria would otherwise read navigator.language and mismatch on
 * hydration, adobe/react-spectrum #6216).
 */
export function I18nProvider({ language, resources, children }: { language: Language; resources: Resources; children: ReactNode }) {
  const [instance] = useState(() => {
    const inst = i18next.createInstance();
    void inst.use(initReactI18next).init(i18nOptions(language, resources));
    return inst;
  });
  return (
    <I18nextProvider i18n={instance}>
      <AriaI18nProvider locale={ariaLocale(language)}>{children}</AriaI18nProvider>
    </I18nextProvider>
  );
}
