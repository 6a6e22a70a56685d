/**
 * Which translation areas each part of the portal hands to the browser (decision 103).
 *
 * The texts are one tree whose top-level keys are the areas ("prices", "listBooking", "nav", …).
 * Sending the whole tree with every page put ~130 kB of JSON into each page's HTML. Instead the
 * root layout hands the base areas (what the root and group layouts, the error and not-found pages
 * and everything they import use) and each section of the site (a first-level folder of a route
 * group, e.g. app/(portal)/priser) adds its own through its layout's <SectionTranslations>.
 *
 * An area counts as used by a file when a string or template literal in it starts with
 * "<area>." — a key, a key prefix or a schema's message key. The files of a section are everything
 * its pages and layouts import, server and client side, dynamic imports included: a key may be
 * written in a server module and translated in the browser (a zod message, a status text key).
 *
 * `npm run i18n:areas` writes lib/i18n/areas.generated.ts; tests/unit/i18n-areas.test.ts fails
 * when that file no longer matches the sources.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
export const GENERATED = path.join(ROOT, "lib/i18n/areas.generated.ts");

/** Files of the app folder that render around every section (the root provider's areas). */
const BASE_ENTRIES = ["layout.tsx", "error.tsx", "not-found.tsx"];
const ROUTE_FILES = /^(page|layout|loading|error|not-found|template|default)\.tsx?$/;

function areaNames(): Set<string> {
  const names = new Set<string>();
  for (const lang of ["sv", "fi"]) {
    const dir = path.join(ROOT, "locales", lang);
    for (const file of readdirSync(dir)) {
      if (!file.endsWith(".json")) continue;
      for (const key of Object.keys(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as object)) names.add(key);
    }
  }
  return names;
}

/** `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")` (TypeScript 7 has no JS API to ask). */
const IMPORT = /\b(?:import|export)\s[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Block comments and whole-line comments (a comment's example import or key is not a use). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return /\.(tsx?|m?js)$/.test(file) ? file : null;
  }
  return null;
}

interface FileFacts {
  imports: string[];
  areas: Set<string>;
}

export class AreaGraph {
  private readonly facts = new Map<string, FileFacts>();
  private readonly literal: RegExp;

  constructor(readonly areas = areaNames()) {
    // a string or template literal starting with "<area>." (a key, or a key's prefix)
    this.literal = new RegExp(`["'\`](${[...areas].join("|")})\\.`, "g");
  }

  private read(file: string): FileFacts {
    let facts = this.facts.get(file);
    if (facts) return facts;
    const source = withoutComments(readFileSync(file, "utf8"));
    const imports = [...source.matchAll(IMPORT)]
      .map((m) => resolveImport(file, (m[1] ?? m[2] ?? m[3])!))
      .filter((f): f is string => f !== null && !/\.test\.tsx?$/.test(f));
    const areas = new Set<string>();
    for (const m of source.matchAll(this.literal)) areas.add(m[1]!);
    facts = { imports, areas };
    this.facts.set(file, facts);
    return facts;
  }

  /** The areas used by these files and everything they import. */
  areasOf(entries: string[]): Set<string> {
    const seen = new Set<string>();
    const out = new Set<string>();
    const stack = [...entries];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const facts = this.read(file);
      for (const a of facts.areas) out.add(a);
      stack.push(...facts.imports);
    }
    return out;
  }
}

function routeFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...routeFilesUnder(full));
    else if (ROUTE_FILES.test(entry.name)) out.push(full);
  }
  return out;
}

/** The route groups' folders ("(portal)", "(public)"). */
function groups(): string[] {
  return readdirSync(APP, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^\(.+\)$/.test(d.name))
    .map((d) => d.name);
}

/** The sections: each first-level folder of a route group ("(portal)/priser"), with its route files. */
export function sections(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const group of groups()) {
    for (const section of readdirSync(path.join(APP, group), { withFileTypes: true })) {
      if (section.isDirectory()) out.set(`${group}/${section.name}`, routeFilesUnder(path.join(APP, group, section.name)));
    }
  }
  return out;
}

/** Route files directly in a group folder (the group's layout and any page not in a section). */
function groupRootFiles(): { layouts: string[]; strays: string[] } {
  const layouts: string[] = [];
  const strays: string[] = [];
  for (const group of groups()) {
    for (const f of readdirSync(path.join(APP, group))) {
      if (ROUTE_FILES.test(f)) (f.startsWith("layout.") ? layouts : strays).push(path.join(APP, group, f));
    }
  }
  return { layouts, strays };
}

export interface AreaMap {
  base: string[];
  sections: Record<string, string[]>;
}

export function computeAreaMap(): AreaMap {
  const graph = new AreaGraph();
  const { layouts, strays } = groupRootFiles();
  if (strays.length) {
    throw new Error(
      `route files outside a section, which no section layout covers: ${strays.map((f) => path.relative(ROOT, f)).join(", ")}`,
    );
  }
  const baseEntries = [...BASE_ENTRIES.map((f) => path.join(APP, f)).filter((f) => existsSync(f)), ...layouts];
  const base = graph.areasOf(baseEntries);
  const out: Record<string, string[]> = {};
  for (const [name, files] of [...sections()].sort(([a], [b]) => a.localeCompare(b))) {
    out[name] = [...graph.areasOf(files)].filter((a) => !base.has(a)).sort();
  }
  return { base: [...base].sort(), sections: out };
}

export function renderAreaMap(map: AreaMap): string {
  const lines = [
    "// Written by `npm run i18n:areas` (scripts/i18n-areas.ts, decision 103): do not edit.",
    "// The translation areas the root layout hands every page, and those each section's layout adds.",
    "",
    `export const BASE_AREAS: readonly string[] = ${JSON.stringify(map.base)};`,
    "",
    "export const SECTION_AREAS: Readonly<Record<string, readonly string[]>> = {",
    ...Object.entries(map.sections).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`),
    "};",
    "",
  ];
  return lines.join("\n");
}

/** The generated file's text, formatted as prettier --check wants it. */
export async function areaMapFile(): Promise<string> {
  const prettier = await import("prettier");
  const options = await prettier.resolveConfig(GENERATED);
  return prettier.format(renderAreaMap(computeAreaMap()), { ...options, filepath: GENERATED });
}

if (import.meta.filename === process.argv[1]) {
  writeFileSync(GENERATED, await areaMapFile());
  console.log(`wrote ${path.relative(ROOT, GENERATED)}`);
}
