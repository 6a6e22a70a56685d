"use client";

import { useState, type ReactNode } from "react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "@/lib/i18n/options";
import type { Resources } from "@/lib/i18n/resources";
import type { Language } from "@/lib/market";

/** Gives client components `useTranslation()` in the language of the request's market. */
export function I18nProvider({ language, resources, children }: { language: Language; resources: Resources; children: ReactNode }) {
  const [instance] = useState(() => {
    const inst = i18next.createInstance();
    void inst.use(initReactI18next).init(i18nOptions(language, resources));
    return inst;
  });
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
