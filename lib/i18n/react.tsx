"use client";

/**
 * The client's translations: `useTranslation()` as react-i18next gives it (`t`, `i18n.language`,
 * `i18n.exists`), read from the resources the root layout hands down — without i18next in the
 * browser (~18 kB gzip of every page's first-load JavaScript; decision 093). The server keeps
 * i18next (lib/i18n/instance.ts); this covers what the client uses of it, with the same options
 * (lib/i18n/options.ts): keys "area.group.text" in the one "common" namespace, {{name}}
 * interpolation without escaping (a missing value stays as written), plurals by Intl.PluralRules
 * (key_zero for 0, then key_one / key_other, then key), `defaultValue`, a list of keys as
 * fallbacks, and a missing key logs an error and shows the key itself (spec 1 §8).
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { TFunction } from "./instance";
import type { Resources } from "./resources";
import type { Language } from "@/lib/market";

type Tree = Record<string, unknown>;

export interface ClientI18n {
  language: Language;
  exists: (key: string) => boolean;
}

interface Translations {
  t: TFunction;
  i18n: ClientI18n;
}

function lookup(tree: Tree, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

function interpolate(text: string, values: Tree): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    const value = lookup(values, name);
    if (value === undefined) return whole;
    if (value === null) return "";
    if (typeof value === "string") return value;
    if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
    return JSON.stringify(value) ?? "";
  });
}

/** A translator over one language's resources (exported for tests). */
export function createTranslator(language: Language, resources: Resources): Translations {
  const tree = resources.common as Tree;
  const rules = new Intl.PluralRules(language);
  const find = (key: string, count: unknown): string | undefined => {
    const candidates: string[] = [];
    if (typeof count === "number") {
      if (count === 0) candidates.push(`${key}_zero`);
      candidates.push(`${key}_${rules.select(count)}`);
    }
    candidates.push(key);
    for (const candidate of candidates) {
      const value = lookup(tree, candidate);
      if (typeof value === "string") return value;
    }
    return undefined;
  };
  const t = (keys: string | string[], options?: Tree | string): string => {
    const opts: Tree = typeof options === "string" ? { defaultValue: options } : (options ?? {});
    const list = Array.isArray(keys) ? keys : [keys];
    for (const key of list) {
      const found = find(String(key), opts.count);
      if (found !== undefined) return interpolate(found, opts);
    }
    const last = String(list[list.length - 1] ?? "");
    console.error(`[i18n] missing translation key "common:${last}" (${language})`);
    return typeof opts.defaultValue === "string" ? interpolate(opts.defaultValue, opts) : last;
  };
  const exists = (key: string) => find(key, undefined) !== undefined;
  return { t: t as unknown as TFunction, i18n: { language, exists } };
}

const TranslationsContext = createContext<Translations | null>(null);

export function TranslationsProvider({ language, resources, children }: { language: Language; resources: Resources; children: ReactNode }) {
  const value = useMemo(() => createTranslator(language, resources), [language, resources]);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/** `const { t } = useTranslation()`, as with react-i18next; needs <I18nProvider> (components/providers). */
export function useTranslation(): Translations & { ready: true } {
  const ctx = useContext(TranslationsContext);
  if (!ctx) throw new Error("useTranslation() needs <I18nProvider> around the app (components/providers/i18n-provider.tsx)");
  return { ...ctx, ready: true };
}
