/**
 * Which texts each part of the portal hands to the browser (decisions 103, 113).
 *
 * The texts are one tree whose top-level keys are the areas ("prices", "listBooking", "nav", …).
 * Sending the whole tree with every page put ~130 kB of JSON into each page's HTML. Instead the
 * root layout hands the base texts (what the root and group layouts, the error and not-found pages
 * and everything they import use) and each section of the site (a first-level folder of a route
 * group, e.g. app/(portal)/priser) adds its own through its layout's <SectionTranslations>.
 *
 * A file uses a key when a string or template literal in it starts with "<area>." — a key, a key
 * prefix or a schema's message key. Each such literal names a node of the tree, and the node goes
 * with its whole subtree (decision 113; decision 103 sent whole areas):
 * - a key or a group ("prices.alerts", "agreements.analysis." before a `${…}`): that node;
 * - a template literal cut inside a segment (`prices.alert${kind}`): the segment's parent;
 * - a key written without its plural suffix ("x.rows" for "x.rows_one" / "x.rows_other"): the
 *   variants;
 * - a literal that names no text (a file name such as "prices.csv"): nothing.
 * "errors" and "validation" go whole with the base: any call's failure may need them.
 * The files of a section are everything its pages and layouts import, server and client side,
 * dynamic imports included: a key may be written in a server module and translated in the browser
 * (a zod message, a status text key).
 *
 * `npm run i18n:areas` writes lib/i18n/areas.generated.ts; tests/unit/i18n-areas.test.ts fails
 * when that file no longer matches the sources.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isTree, nodeAt, RESOURCES } from "../lib/i18n/resources";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
export const GENERATED = path.join(ROOT, "lib/i18n/areas.generated.ts");

/** Files of the app folder that render around every section (the root provider's areas). */
const BASE_ENTRIES = ["layout.tsx", "error.tsx", "not-found.tsx"];
const ROUTE_FILES = /^(page|layout|loading|error|not-found|template|default)\.tsx?$/;

type Tree = { [key: string]: unknown };

/** Each language's texts as one tree (the locale files merged, as the portal has them). */
function textTrees(): Tree[] {
  return [RESOURCES.sv.common, RESOURCES.fi.common];
}

function areaNames(): Set<string> {
  return new Set(textTrees().flatMap((tree) => Object.keys(tree)));
}

/** Areas that go whole with the base: the messages of any failed call. */
const WHOLE_IN_BASE = ["errors", "validation"];

/**
 * The nodes (dotted paths) a key literal names in any of the trees. `cut`: the literal ended at a
 * template literal's `${`.
 */
export function nodesOf(literal: string, cut: boolean, trees: Tree[]): string[] {
  const segs = literal.split(".");
  const open = segs[segs.length - 1] === "";
  if (open) segs.pop();
  else if (cut) segs.pop(); // cut inside a segment: its parent
  const out = new Set<string>();
  for (const tree of trees) {
    let node: unknown = tree;
    for (const [i, seg] of segs.entries()) {
      const next = nodeAt(node, seg);
      if (next !== undefined) {
        node = next;
        if (i === segs.length - 1) out.add(segs.join("."));
        continue;
      }
      // a key without its plural suffix: its variants (only as the last segment)
      if (i === segs.length - 1 && isTree(node)) {
        for (const k of Object.keys(node)) if (k.startsWith(`${seg}_`)) out.add([...segs.slice(0, -1), k].join("."));
      }
      break;
    }
  }
  return [...out];
}

const covers = (outer: string, inner: string) => inner === outer || inner.startsWith(`${outer}.`);

/**
 * The paths without those inside another path of the list (or of `coveredBy`), a group named
 * instead of all its texts when every one of them is listed (in both languages), sorted.
 */
export function withoutCovered(paths: Iterable<string>, coveredBy: readonly string[] = [], trees: Tree[] = []): string[] {
  let all = [...new Set(paths)].sort();
  all = all.filter((p) => !all.some((q) => q !== p && covers(q, p)));
  // a group whose every child is listed: the group (repeated up the tree)
  for (let changed = true; changed && trees.length;) {
    changed = false;
    const listed = new Set(all);
    // deepest first, so that a group of groups collapses in one pass
    const parents = [...new Set(all.filter((p) => p.includes(".")).map((p) => p.slice(0, p.lastIndexOf("."))))].sort(
      (a, b) => b.split(".").length - a.split(".").length,
    );
    for (const parent of parents) {
      const kids = new Set<string>();
      for (const tree of trees) {
        const node = nodeAt(tree, parent);
        if (isTree(node)) for (const k of Object.keys(node)) kids.add(`${parent}.${k}`);
      }
      if (kids.size && [...kids].every((k) => listed.has(k))) {
        for (const k of kids) listed.delete(k);
        listed.add(parent);
        changed = true;
      }
    }
    all = [...listed].sort();
  }
  return all.filter((p) => !coveredBy.some((q) => covers(q, p)));
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
  /** the key literals: [text, cut at a template literal's `${`] */
  keys: [string, boolean][];
}

export class AreaGraph {
  private readonly facts = new Map<string, FileFacts>();
  private readonly key: RegExp;

  constructor(readonly areas = areaNames()) {
    // a string or template literal starting with "<area>." (a key, or a key's prefix), up to its
    // end or, in a template literal, its first `${`
    this.key = new RegExp(`["'\`]((?:${[...areas].join("|")})\\.[\\w.-]*)(\\$\\{)?`, "g");
  }

  private read(file: string): FileFacts {
    let facts = this.facts.get(file);
    if (facts) return facts;
    // the generated map names the texts it hands out: that is not a use
    const source = file === GENERATED ? "" : withoutComments(readFileSync(file, "utf8"));
    const imports = [...source.matchAll(IMPORT)]
      .map((m) => resolveImport(file, (m[1] ?? m[2] ?? m[3])!))
      .filter((f): f is string => f !== null && !/\.test\.tsx?$/.test(f));
    const keys = [...source.matchAll(this.key)].map((m): [string, boolean] => [m[1]!, m[2] !== undefined]);
    facts = { imports, keys };
    this.facts.set(file, facts);
    return facts;
  }

  /** These files and everything they import. */
  private filesOf(entries: string[]): FileFacts[] {
    const seen = new Set<string>();
    const out: FileFacts[] = [];
    const stack = [...entries];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const facts = this.read(file);
      out.push(facts);
      stack.push(...facts.imports);
    }
    return out;
  }

  /** The areas used by these files and everything they import. */
  areasOf(entries: string[]): Set<string> {
    return new Set(this.filesOf(entries).flatMap((f) => f.keys.map(([k]) => k.slice(0, k.indexOf(".")))));
  }

  /** The text nodes (dotted paths) these files and everything they import use. */
  nodesOf(entries: string[], trees: Tree[]): string[] {
    return withoutCovered(
      this.filesOf(entries).flatMap((f) => f.keys.flatMap(([k, cut]) => nodesOf(k, cut, trees))),
      [],
      trees,
    );
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
  /** the nodes (dotted paths: a text or a group of texts) the root layout hands every page */
  base: string[];
  /** the nodes each section adds (none the base has) */
  sections: Record<string, string[]>;
}

export function computeAreaMap(): AreaMap {
  const graph = new AreaGraph();
  const trees = textTrees();
  const { layouts, strays } = groupRootFiles();
  if (strays.length) {
    throw new Error(
      `route files outside a section, which no section layout covers: ${strays.map((f) => path.relative(ROOT, f)).join(", ")}`,
    );
  }
  const baseEntries = [...BASE_ENTRIES.map((f) => path.join(APP, f)).filter((f) => existsSync(f)), ...layouts];
  const base = withoutCovered([...graph.nodesOf(baseEntries, trees), ...WHOLE_IN_BASE], [], trees);
  const out: Record<string, string[]> = {};
  for (const [name, files] of [...sections()].sort(([a], [b]) => a.localeCompare(b))) {
    out[name] = withoutCovered(graph.nodesOf(files, trees), base, trees);
  }
  return { base, sections: out };
}

export function renderAreaMap(map: AreaMap): string {
  const lines = [
    "// Written by `npm run i18n:areas` (scripts/i18n-areas.ts, decisions 103 and 113): do not edit.",
    "// The texts (dotted paths of the translation tree) the root layout hands every page, and those each section's layout adds.",
    "",
    `export const BASE_TEXTS: readonly string[] = ${JSON.stringify(map.base)};`,
    "",
    "export const SECTION_TEXTS: Readonly<Record<string, readonly string[]>> = {",
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
