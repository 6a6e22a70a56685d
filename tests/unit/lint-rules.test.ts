/**
 * The lint rules that carry docs/CODE_STYLE.md and docs/ARCHITECTURE.md: the local rule
 * portal/require-server-only, and that eslint.config.mjs applies the layering and text rules to
 * the right folders with the options that catch what the docs forbid (and pass what they allow).
 */
import "../../eslint-rules/typescript6.cjs";
import { ESLint, Linter, RuleTester } from "eslint";
import i18next from "eslint-plugin-i18next";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import requireServerOnly from "../../eslint-rules/require-server-only.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

describe("portal/require-server-only", () => {
  const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
  const at = (file: string) => `${process.cwd()}/${file}`;
  tester.run("require-server-only", requireServerOnly, {
    valid: [
      { filename: at("lib/x/find-x.ts"), code: 'import "server-only";\nimport { eq } from "drizzle-orm";\nimport { getDb } from "@/db";' },
      { filename: at("lib/x/types.ts"), code: 'import type { Db } from "@/db";\nimport { type DbOrTx } from "@/db";' },
      { filename: at("lib/x/pure.ts"), code: 'import { MARKETS } from "@/lib/market";' },
      { filename: at("app/error.tsx"), code: 'import { DB_UNAVAILABLE_DIGEST } from "@/db/errors";', options: [{ pure: ["db/errors"] }] },
    ],
    invalid: [
      {
        filename: at("lib/x/find-x.ts"),
        code: 'import { eq } from "drizzle-orm";\nexport const a = eq;',
        errors: [{ messageId: "missing" }],
        output: 'import "server-only";\nimport { eq } from "drizzle-orm";\nexport const a = eq;',
      },
      {
        filename: at("app/(portal)/priser/page.tsx"),
        code: '// a page\nimport { getDb } from "@/db";',
        errors: [{ messageId: "missing" }],
        output: '// a page\nimport "server-only";\nimport { getDb } from "@/db";',
      },
      {
        filename: at("lib/x/a.ts"),
        code: 'import { users } from "../../db/schema";',
        errors: [{ messageId: "missing" }],
        output: 'import "server-only";\nimport { users } from "../../db/schema";',
      },
      {
        filename: at("lib/x/b.ts"),
        code: 'import pg from "pg";',
        errors: [{ messageId: "missing" }],
        output: 'import "server-only";\nimport pg from "pg";',
      },
      { filename: at("lib/x/c.ts"), code: 'export { getDb } from "@/db";', errors: [{ messageId: "missing" }], output: null },
      {
        filename: at("lib/x/d.ts"),
        code: 'import "x";\nconst m = () => import("@/db");',
        errors: [{ messageId: "missing" }],
        output: 'import "server-only";\nimport "x";\nconst m = () => import("@/db");',
      },
    ],
  });
});

describe("eslint.config.mjs", { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const config = (file: string) => eslint.calculateConfigForFile(file) as Promise<{ rules: Record<string, Linter.RuleEntry> }>;

  /** Runs one configured rule on a snippet as if it were `file` (no type information needed). */
  async function lint(file: string, rule: string, code: string) {
    const entry = (await config(file)).rules[rule];
    if (!entry || entry === "off" || (Array.isArray(entry) && (entry[0] === "off" || entry[0] === 0))) return null;
    const [pluginName, ruleName] = rule.split("/") as [string, string];
    const plugin = pluginName === "i18next" ? i18next : (tseslint.plugin as unknown as ESLint.Plugin);
    const linter = new Linter({ configType: "flat" });
    const messages = linter.verify(
      code,
      [
        {
          files: ["**/*.tsx", "**/*.ts"],
          languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
          plugins: { [pluginName]: plugin },
          rules: { [`${pluginName}/${ruleName}`]: entry },
        },
      ],
      { filename: file },
    );
    return messages.map((m) => m.message);
  }
  const restricted = "@typescript-eslint/no-restricted-imports";

  it("keeps Drizzle, pg and the tables out of app/ (getDb only) and out of components/", async () => {
    for (const src of [
      'import { eq } from "drizzle-orm";',
      'import { users } from "@/db/schema";',
      'import { sql } from "drizzle-orm/sql";',
      'import pg from "pg";',
    ]) {
      expect(await lint("app/api/agreement/x/route.ts", restricted, src)).toHaveLength(1);
      expect(await lint("components/prices/x.tsx", restricted, src)).toHaveLength(1);
    }
    expect(await lint("app/(portal)/priser/page.tsx", restricted, 'import { getDb } from "@/db";')).toEqual([]);
    expect(await lint("app/(portal)/priser/page.tsx", restricted, 'import { pool } from "@/db";')).toHaveLength(1);
    expect(await lint("components/prices/x.tsx", restricted, 'import { getDb } from "@/db";')).toHaveLength(1);
    expect(await lint("lib/prices/x.ts", restricted, 'import { eq } from "drizzle-orm";')).toEqual([]);
  });

  it("keeps Next.js out of lib/ except the named framework adapters (type imports allowed)", async () => {
    expect(await lint("lib/prices/x.ts", restricted, 'import { headers } from "next/headers";')).toHaveLength(1);
    expect(await lint("lib/prices/x.ts", restricted, 'import { getServerSession } from "next-auth";')).toHaveLength(1);
    expect(await lint("lib/prices/x.ts", restricted, 'import type { NextRequest } from "next/server";')).toEqual([]);
    expect(await lint("lib/prices/x.ts", restricted, 'import { PriceView } from "@/components/prices/view";')).toHaveLength(1);
    expect(await lint("lib/api/handler.ts", restricted, 'import { NextResponse } from "next/server";')).toBeNull();
    expect(await lint("lib/market/server.ts", restricted, 'import { headers } from "next/headers";')).toBeNull();
  });

  it("finds literal text in JSX outside locales/, not symbols, numbers or translation keys", async () => {
    const text = "i18next/no-literal-string";
    const file = "components/prices/x.tsx";
    expect(await lint(file, text, "const a = <p>Hej</p>;")).toHaveLength(1);
    expect(await lint(file, text, 'const a = <button aria-label="Stäng" />;')).toHaveLength(1);
    expect(await lint(file, text, 'const a = <Field label="Namn" />;')).toHaveLength(1);
    expect(await lint(file, text, 'const a = (x: boolean) => <p>{x ? "Ja" : "Nej"}</p>;')).toHaveLength(2);
    expect(await lint(file, text, 'const a = <p>{t("prices.title")}</p>;')).toEqual([]);
    expect(await lint(file, text, 'const a = <p><span aria-hidden="true">★</span> 12 · 3 – 4 *</p>;')).toEqual([]);
    expect(await lint(file, text, 'const a = <div className="x y" id="a-b" />;')).toEqual([]);
    expect(await lint("components/prices/x.test.tsx", text, "const a = <p>Hej</p>;")).toBeNull();
  });

  it("marks database modules server-only in lib/ and app/, checks import cycles everywhere", async () => {
    expect((await config("lib/prices/x.ts")).rules["portal/require-server-only"]).toBeDefined();
    expect((await config("app/(portal)/priser/page.tsx")).rules["portal/require-server-only"]).toBeDefined();
    expect((await config("lib/prices/x.test.ts")).rules["portal/require-server-only"]).toBeUndefined();
    expect((await config("db/schema.ts")).rules["import-x/no-cycle"]).toBeDefined();
  });
});
