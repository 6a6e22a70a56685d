// ESLint 9 flat config. `npm run lint` runs it with --cache; docs/CODE_STYLE.md says which rule checks which convention.
import "./eslint-rules/typescript6.cjs"; // first: typescript-eslint gets the TS 6 compiler API (see the file)
import js from "@eslint/js";
import nextPlugin from "@next/eslint-plugin-next";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import i18next from "eslint-plugin-i18next";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import portal from "./eslint-rules/index.mjs";

const TS = ["**/*.ts", "**/*.tsx"];
const TESTS = ["**/*.test.ts", "**/*.test.tsx", "tests/**"];

/**
 * The framework adapters: the only modules in lib/ that may import Next.js or next-auth. Everything
 * else in lib/ is domain code that runs the same in a route, a page, a script or a test.
 */
const FRAMEWORK_ADAPTERS = [
  "lib/api/handler.ts", // the route() wrapper: turns NextRequest into input and results into NextResponse
  "lib/auth/current.ts", // reads the session cookie (next/headers) and redirects pages (next/navigation)
  "lib/auth/next-auth-options.ts", // next-auth's credentials provider and callbacks
  "lib/market/server.ts", // the request's market from the x-portal-market header (next/headers)
  "lib/client/**", // client-side glue for components (fetch, query layer): may use next/navigation
];

/** Drizzle, the pg driver and the table definitions stay below lib/ (docs/ARCHITECTURE.md). */
const NO_SQL = {
  paths: [
    { name: "drizzle-orm", message: "Queries live in lib/<area>/: call a domain function." },
    { name: "pg", message: "Queries live in lib/<area>/: call a domain function." },
  ],
  patterns: [
    { group: ["drizzle-orm/*"], message: "Queries live in lib/<area>/: call a domain function." },
    { group: ["@/db/schema/*", "**/db/schema", "**/db/schema/*"], message: "Tables are used in lib/<area>/ only: call a domain function." },
  ],
};

/** Literal-free JSX: the attributes that reach a person (screen readers included). */
const USER_FACING_ATTRIBUTES = [
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
];

/** Client texts come from lib/i18n/react.tsx: i18next stays on the server (decision 093). */
const NO_I18NEXT_CLIENT = {
  name: "react-i18next",
  message: "useTranslation comes from @/lib/i18n/react (no i18next in the browser; decision 093).",
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".data/**",
      "coverage/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
      "db/migrations/**",
      "next-env.d.ts",
      "**/*.generate.mjs",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },

  // TypeScript with type information (the project service reads tsconfig.json).
  {
    files: TS,
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // An async onClick/onSubmit is how React event handlers are written; promises elsewhere are still checked.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Plain JavaScript (this file, local rules, loaders): no type information.
  {
    files: ["**/*.{js,mjs,cjs}"],
    extends: [js.configs.recommended],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", require: "readonly", module: "writable", __dirname: "readonly" },
    },
  },

  // Import cycles (module graph from tsconfig paths). maxDepth keeps it fast: cycles longer than 4 hops are not searched.
  {
    files: TS,
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { maxDepth: 4, ignoreExternal: true }] },
  },

  // React: hooks, accessibility, Next.js.
  {
    files: ["**/*.tsx", "lib/client/**/*.ts", "components/**/*.ts"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ["**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    plugins: { "@next/next": nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs["core-web-vitals"].rules },
  },

  // Layering (docs/ARCHITECTURE.md): no SQL in the transport layer or the UI.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            ...NO_SQL.paths,
            { name: "@/db", allowImportNames: ["getDb"], message: "app/ takes only getDb from @/db." },
            NO_I18NEXT_CLIENT,
          ],
          patterns: NO_SQL.patterns,
        },
      ],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [...NO_SQL.paths, NO_I18NEXT_CLIENT],
          patterns: [
            { group: ["drizzle-orm/*"], message: "Queries live in lib/<area>/: call a domain function." },
            {
              group: ["@/db", "@/db/*", "**/db", "**/db/*"],
              message: "Components never touch the database: data comes from the page or through lib/client.",
            },
          ],
        },
      ],
    },
  },
  // Domain code does not import the framework (type imports allowed: they vanish at build).
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: [...TESTS, ...FRAMEWORK_ADAPTERS],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["next", "next/*", "next-auth", "next-auth/*"],
              allowTypeImports: true,
              message: "Domain code in lib/ does not import Next.js; only the framework adapters listed in eslint.config.mjs do.",
            },
            { group: ["@/app/*", "@/components/*"], message: "lib/ does not import pages or components." },
          ],
        },
      ],
    },
  },

  // Modules that touch the database are marked server-only.
  {
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: TESTS,
    plugins: { portal },
    // db/errors holds only constants and error classification (client error pages read its digest).
    rules: { "portal/require-server-only": ["error", { pure: ["db/errors", "db/digest"] }] },
  },

  // No literal user-facing text in JSX: texts live in locales/{sv,fi} (translation keys through t()).
  {
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: TESTS,
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { include: USER_FACING_ATTRIBUTES },
          // Not text: strings without a letter (numbers, punctuation, symbols such as "·", "–", "★") and colour codes.
          words: { exclude: ["[^A-Za-zÀ-ÖØ-öø-ÿ]*", "#[0-9A-Fa-f]{3,8}"] },
        },
      ],
    },
  },
);
