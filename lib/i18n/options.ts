import type { Language } from "@/lib/market";
import type { Resources } from "./resources";

/**
 * Shared i18next options. A missing key logs an error and shows the key itself (spec 1 §8).
 */
export function i18nOptions(lng: Language, resources: Resources) {
  return {
    lng,
    fallbackLng: false as const,
    ns: Object.keys(resources),
    defaultNS: "common",
    resources: { [lng]: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (lngs: readonly string[], ns: string, key: string) => {
      console.error(`[i18n] missing translation key "${ns}:${key}" (${lngs.join(",")})`);
    },
    initAsync: false,
  };
}
