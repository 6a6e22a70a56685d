import i18next, { type i18n as I18n } from "i18next";
import type { Language } from "@/lib/market";
import { RESOURCES } from "./resources";
import { i18nOptions } from "./options";

const cache = new Map<Language, I18n>();

/** A ready i18next instance for a language (server side and tests). */
export function getI18n(lng: Language): I18n {
  let inst = cache.get(lng);
  if (!inst) {
    inst = i18next.createInstance();
    void inst.init(i18nOptions(lng, RESOURCES[lng]));
    cache.set(lng, inst);
  }
  return inst;
}

export type TFunction = I18n["t"];

export function getT(lng: Language): TFunction {
  const i18n = getI18n(lng);
  return i18n.t.bind(i18n);
}
