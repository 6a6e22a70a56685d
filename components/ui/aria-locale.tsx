"use client";

/**
 * React Aria's locale (sv-SE / fi-FI) for the React Aria widgets only, from the language the
 * server chose (the translations context), so the server render and the browser agree (React Aria
 * would otherwise read navigator.language and mismatch on hydration, adobe/react-spectrum #6216).
 * Each widget built on React Aria wraps itself (modal, combobox, calendar, reorderable list)
 * instead of one provider at the root: the provider's module asks Intl for the browser's locale
 * when it loads (≈ 30–60 ms of the first load's main thread, decision 102), which pages without
 * those widgets no longer pay.
 */
import type { ComponentType, ReactNode } from "react";
import { I18nProvider } from "react-aria/I18nProvider";
import { useTranslation } from "@/lib/i18n/react";
import { ariaLocale } from "@/lib/ui/aria-locale";

export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={ariaLocale(i18n.language)}>{children}</I18nProvider>;
}

/**
 * `Widget` inside AriaLocale: `export const ComboBox = inAriaLocale(ComboBoxInner)`. The result has
 * the widget's own type (generic widgets stay generic).
 */
export function inAriaLocale<C extends ComponentType<never>>(Widget: C): C {
  const W = Widget as ComponentType<object>;
  const Wrapped = (props: object) => (
    <AriaLocale>
      <W {...props} />
    </AriaLocale>
  );
  Wrapped.displayName = `InAriaLocale(${W.displayName ?? W.name})`;
  return Wrapped as unknown as C;
}
