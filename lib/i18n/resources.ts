/**
 * All translation files. A new area adds its namespace file under locales/sv and locales/fi
 * and one line to each table below.
 */
import svCommon from "@/locales/sv/common.json";
import fiCommon from "@/locales/fi/common.json";
import type { Language } from "@/lib/market";

export const NAMESPACES = ["common"] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Resources = Record<Namespace, Record<string, unknown>>;

export const RESOURCES: Record<Language, Resources> = {
  sv: { common: svCommon },
  fi: { common: fiCommon },
};
