/**
 * portal/require-server-only: a module that touches the database (a value import of `@/db`,
 * `@/db/*`, `drizzle-orm`, `drizzle-orm/*`, `pg`, or a relative path into db/) must be marked
 * `import "server-only";`, so that a client component importing it fails the build instead of
 * shipping database code to the browser. Type-only imports do not count, nor do the db/ modules
 * named in the option `pure` (no database access, e.g. "db/errors").
 *
 * Scripts run under tsx (scripts/*.ts, seed/*.ts) import such modules too: they run with
 * `--conditions=react-server` (package.json, playwright.config.ts), under which the marker is empty.
 */
import path from "node:path";

const DB_PACKAGE = /^(?:drizzle-orm(?:\/.*)?|pg)$/;

/**
 * @param {string} source the import's specifier
 * @param {string} filename the importing file
 * @param {string} root the project folder
 * @param {string[]} pure db/ modules without database access
 */
function touchesDb(source, filename, root, pure) {
  if (DB_PACKAGE.test(source)) return true;
  let inRoot;
  if (source === "@/db" || source.startsWith("@/db/")) inRoot = source.slice(2);
  else if (source.startsWith("."))
    inRoot = path
      .relative(root, path.resolve(path.dirname(filename), source))
      .split(path.sep)
      .join("/");
  else return false;
  return (inRoot === "db" || inRoot.startsWith("db/")) && !pure.includes(inRoot);
}

/** A value import: not `import type …`, and not only `{ type A, type B }` specifiers. */
function isValueImport(node) {
  if (node.importKind === "type" || node.exportKind === "type") return false;
  const specifiers = node.specifiers ?? [];
  if (node.type === "ImportDeclaration" && specifiers.length > 0) return specifiers.some((s) => s.importKind !== "type");
  if (node.type === "ExportNamedDeclaration" && specifiers.length > 0) return specifiers.some((s) => s.exportKind !== "type");
  return true;
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    fixable: "code",
    docs: { description: 'Modules that touch the database are marked `import "server-only"` (docs/CODE_STYLE.md).' },
    messages: {
      missing:
        'This module touches the database ("{{source}}") but is not marked server-only: add `import "server-only";` as its first import.',
    },
    schema: [
      {
        type: "object",
        properties: { pure: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const filename = context.filename;
    const root = context.cwd;
    const pure = context.options[0]?.pure ?? [];
    let marked = false;
    /** @type {{ node: import("estree").Node, source: string } | undefined} */
    let first;
    const check = (node, source) => {
      if (typeof source !== "string") return;
      if (!first && touchesDb(source, filename, root, pure)) first = { node, source };
    };
    return {
      ImportDeclaration(node) {
        if (node.source.value === "server-only") marked = true;
        else if (isValueImport(node)) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && isValueImport(node)) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== "type") check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === "Literal") check(node, node.source.value);
      },
      "Program:exit"(program) {
        if (marked || !first) return;
        const firstImport = program.body.find((n) => n.type === "ImportDeclaration");
        context.report({
          node: first.node,
          messageId: "missing",
          data: { source: first.source },
          fix: firstImport ? (fixer) => fixer.insertTextBefore(firstImport, 'import "server-only";\n') : null,
        });
      },
    };
  },
};
