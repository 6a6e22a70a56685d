import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { BUNDLED_ARIA_LOCALES } from "./aria-locale";

const require = createRequire(import.meta.url);
const { stripAriaLocales, KEEP } = require("./strip-aria-locales.cjs") as { stripAriaLocales: (s: string) => string; KEEP: string[] };

const locales = (s: string) => [...s.matchAll(/"([a-z]{2}-[A-Z]{2})":/g)].map((m) => m[1]).sort();

describe("strip-aria-locales (decision 022: only sv-SE, fi-FI and the en-US fallback are bundled)", () => {
  it("keeps the portal's locales, drops the other imports and entries of an ESM strings module", () => {
    const source = readFileSync(
      require.resolve("react-aria/package.json").replace("package.json", "dist/private/calendar/intlStrings.mjs"),
      "utf8",
    );
    expect(locales(source).length).toBeGreaterThan(30);
    const out = stripAriaLocales(source);
    expect(locales(out)).toEqual(["en-US", "fi-FI", "sv-SE"]);
    expect(out.match(/^import /gm)).toHaveLength(3);
    expect(out).not.toContain("de-DE");
    expect(out).toContain(" as default};");
  });

  it("does the same for a CommonJS strings module and leaves other modules alone", () => {
    const source = readFileSync(
      require.resolve("react-aria/package.json").replace("package.json", "dist/private/calendar/intlStrings.cjs"),
      "utf8",
    );
    const out = stripAriaLocales(source);
    expect(locales(out)).toEqual(["en-US", "fi-FI", "sv-SE"]);
    expect(out.match(/require\(/g)).toHaveLength(3);
    const other = 'import x from "./a.mjs";\nexport const y = { "sv-SE": 1 };\n';
    expect(stripAriaLocales(other)).toBe(other);
  });

  it("keeps what the app's locale mapping needs", () => {
    expect([...KEEP].sort()).toEqual([...BUNDLED_ARIA_LOCALES].sort());
  });
});
