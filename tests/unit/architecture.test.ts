import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(n) ? [p] : [];
  });
}

describe("layering (docs/ARCHITECTURE.md)", () => {
  it("no Drizzle, SQL or schema imports in app/ (route handlers and pages call lib/)", () => {
    const offenders = files("app").filter((f) => /from ["'](drizzle-orm[^"']*|@\/db\/schema|pg)["']/.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("domain code in lib/ does not import the Next.js framework (except the marked glue)", () => {
    const glue = [/lib\/api\/handler\.ts$/, /lib\/auth\/(current|next-auth-options)\.ts$/, /lib\/market\/server\.ts$/, /lib\/i18n\/server\.ts$/, /lib\/client\//];
    const offenders = files("lib")
      .filter((f) => !glue.some((g) => g.test(f)) && !/\.test\.tsx?$/.test(f) && !/"use client"/.test(readFileSync(f, "utf8")))
      .filter((f) => /^import (?!type )[^;]*from ["']next(\/[^"']*)?["'];/m.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("every API route goes through the route wrapper (except next-auth's own)", () => {
    const routes = files("app/api").filter((f) => /route\.ts$/.test(f) && !f.includes("[...nextauth]") && !f.includes("health"));
    const bare = routes.filter((f) => !/\b(route|publicRoute)\(/.test(readFileSync(f, "utf8")));
    expect(bare).toEqual([]);
  });
});
