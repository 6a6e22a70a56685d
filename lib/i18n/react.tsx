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
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
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

/** One Intl.PluralRules per language: making one costs more than a page's every lookup (each provider makes a translator per render). */
const plurals = new Map<Language, Intl.PluralRules>();
function pluralRules(language: Language): Intl.PluralRules {
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

/**
 * A translator over one language's resources (exported for tests). `onMissing` is called when a key
 * is missing: a page has only the texts its files name (decisions 103, 113), so the key may be one
 * the map did not see.
 */
export function createTranslator(language: Language, resources: Resources, onMissing?: () => void): Translations {
  const tree = resources.common as Tree;
  const rules = pluralRules(language);
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
    console.error(
      `[i18n] missing translation key "common:${last}" (${language})${onMissing ? " — not among this page's texts (lib/i18n/areas.generated.ts)" : ""}`,
    );
    onMissing?.();
    return typeof opts.defaultValue === "string" ? interpolate(opts.defaultValue, opts) : last;
  };
  const exists = (key: string) => find(key, undefined) !== undefined;
  return { t: t as unknown as TFunction, i18n: { language, exists } };
}

interface Context extends Translations {
  tree: Tree;
}

const TranslationsContext = createContext<Context | null>(null);

/*
 * The safety net of decisions 103 and 113: a page hands the browser only the texts its files name.
 * Should a component still ask for a key the page did not get (one the map could not see), every
 * text of the language is loaded once, in the background, and the providers render again with it;
 * the miss is logged (and fails the end-to-end tests), so the map gets fixed.
 */
let everything: { language: Language; tree: Tree } | null = null;
let loadingEverything = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function loadEverything(language: Language) {
  if (loadingEverything || typeof window === "undefined") return;
  loadingEverything = true;
  void import("./resources").then(
    (m) => {
      everything = { language, tree: m.RESOURCES[language].common };
      for (const listener of listeners) listener();
    },
    () => (loadingEverything = false),
  );
}

function useContextValue(language: Language, tree: Tree): Context {
  const all = useSyncExternalStore(
    subscribe,
    () => (everything?.language === language ? everything.tree : null),
    () => null,
  );
  return useMemo(() => {
    // every text of the language, once loaded, holds all the page's own
    const merged = all ?? tree;
    return { ...createTranslator(language, { common: merged }, all ? undefined : () => loadEverything(language)), tree: merged };
  }, [language, tree, all]);
}

/**
 * Resources handed down as JSON text (the server layouts, decision 109) or as the tree (tests): the
 * text is parsed once per distinct text, here and in the server render, and the same tree object
 * comes back every time (the providers' memos key on it).
 */
const parsed = new Map<string, Resources>();
export function resourcesOf(resources: Resources | string): Resources {
  if (typeof resources !== "string") return resources;
  let tree = parsed.get(resources);
  if (!tree) {
    if (parsed.size >= 200) parsed.clear(); // languages × sections: a few dozen texts at most
    parsed.set(resources, (tree = JSON.parse(resources) as Resources));
  }
  return tree;
}

/** The root provider's props: the language, and its areas as JSON text (the layouts) or as the tree (tests). */
export interface TranslationsProps {
  language: Language;
  resources: Resources | string;
  children: ReactNode;
}

/** The root provider: a language and the areas every page gets (the root layout's). */
export function TranslationsProvider({ language, resources, children }: TranslationsProps) {
  const value = useContextValue(language, resourcesOf(resources).common);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

const isTree = (v: unknown): v is Tree => typeof v === "object" && v !== null && !Array.isArray(v);

/** The two trees' texts together (an area may be in both: the base has some of its texts, the section others). */
export function mergeTexts(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const existing = out[k];
    out[k] = isTree(v) && isTree(existing) ? mergeTexts(existing, v) : v;
  }
  return out;
}

/** Adds a section's texts to those of the provider above it (components/providers/section-translations.tsx). */
export function MoreTranslations({ resources, children }: { resources: Resources | string; children: ReactNode }) {
  const parent = useContext(TranslationsContext);
  if (!parent) throw new Error("<MoreTranslations> needs <I18nProvider> above it");
  const own = resourcesOf(resources).common;
  const tree = useMemo(() => mergeTexts(parent.tree, own), [parent.tree, own]);
  const value = useContextValue(parent.i18n.language, tree);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/** `const { t } = useTranslation()`, as with react-i18next; needs <I18nProvider> (components/providers). */
export function useTranslation(): Translations & { ready: true } {
  const ctx = useContext(TranslationsContext);
  if (!ctx) throw new Error("useTranslation() needs <I18nProvider> around the app (components/providers/i18n-provider.tsx)");
  return { t: ctx.t, i18n: ctx.i18n, ready: true };
}
