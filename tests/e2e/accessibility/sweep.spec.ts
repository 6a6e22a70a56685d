/**
 * The accessibility sweep (decision 085). `visit()` checks each page once per worker and user; this
 * adds what no screen test owns: every demo role's start page on its market's host (the header,
 * menus and start page differ per role) and the sign-in pages signed out, each checked once per
 * run, and each must render without an error page. `E2E_A11Y_SWEEP=menus` also walks every menu
 * page of the navigation tree (seed PAGE_ROWS) as a demo user of the page's audience, with the
 * account and inbox pages per role: ~100 page loads, measured at ~2 s each on an idle 2-core
 * machine and ~12 s under load, so it is a check to run before a release or after a change to
 * the shell, not part of every run.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { PAGE_ROWS, type PageSeed } from "../../../seed/data";
import { axeViolations } from "../support/axe";
import { expect, FI, SE, test, waitForHydration } from "../support/fixtures";
import { signInContext } from "../support/session";

type Market = PageSeed["market"];
type Audience = NonNullable<PageSeed["audience"]>;

/** The demo user who sees pages of an audience on a market (seed/data.ts DEMO_USERS). */
const USER_FOR: Record<Market, Partial<Record<Audience, string>>> = {
  se: {
    all: "farmer@demo.se",
    external: "farmer@demo.se",
    internal: "staff@demo.se",
    transporter: "transporter@demo.se",
    reseller: "reseller@demo.se",
    reseller_admin: "reseller@demo.se",
  },
  fi: {
    all: "farmer@demo.fi",
    external: "farmer@demo.fi",
    internal: "staff@demo.se",
    store: "store@demo.fi",
    agro_admin: "admin@demo.fi",
  },
};

/** Every demo role's own account and inbox pages (FULL). */
const ROLE_PAGES = ["/account", "/inbox"];
const ROLES: Record<Market, string[]> = {
  se: ["farmer@demo.se", "partner@demo.se", "staff@demo.se", "transporter@demo.se", "reseller@demo.se"],
  fi: ["farmer@demo.fi", "kumppani@demo.fi", "store@demo.fi", "admin@demo.fi"],
};

/** A row with a page of its own (every menu row has one, tests/unit/menu-pages.test.ts). */
function hasPage(path: string): boolean {
  return ["app", "app/(portal)", "app/(public)"].some((dir) => existsSync(join(dir, path, "page.tsx")));
}

const FULL = process.env.E2E_A11Y_SWEEP === "menus";

/** What one signed-in user checks: the start page, and with FULL the menu pages and own pages. */
function plan(): { market: Market; user: string; paths: string[] }[] {
  const groups = new Map<string, { market: Market; user: string; paths: string[] }>();
  const add = (market: Market, user: string, path: string) => {
    const key = `${market} ${user}`;
    const g = groups.get(key) ?? { market, user, paths: [] };
    if (!g.paths.includes(path)) g.paths.push(path);
    groups.set(key, g);
  };
  for (const market of ["se", "fi"] as const) for (const user of ROLES[market]) add(market, user, "/");
  if (FULL) {
    for (const row of PAGE_ROWS) {
      const user = USER_FOR[row.market][row.audience ?? "all"];
      if (!user) throw new Error(`no demo user for audience ${row.audience} on ${row.market} (${row.path})`);
      // rows outside the menu are pages reached with an id (a claim's comments): 404 without one
      if (row.inMenu !== false && hasPage(row.path)) add(row.market, user, row.path);
    }
    for (const market of ["se", "fi"] as const) for (const user of ROLES[market]) for (const p of ROLE_PAGES) add(market, user, p);
  }
  return [...groups.values()];
}

/** The serious and critical axe findings of the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `${page.url()} ${v}`);
}

/** Opens each path, waits for hydration, fails softly per page so one run lists every finding. */
async function sweep(page: Page, base: string, paths: string[], who: string) {
  for (const path of paths) {
    await test.step(`${who} ${path}`, async () => {
      const res = await page.goto(`${base}${path}`);
      expect.soft(res?.status() ?? 0, `${base}${path} status`).toBeLessThan(400);
      await waitForHydration(page);
      expect.soft(await violations(page), `axe on ${base}${path} as ${who}`).toEqual([]);
    });
  }
}

test.describe("accessibility sweep", () => {
  test.describe.configure({ mode: "parallel" });

  // One browser context per market, its session swapped per user: a fresh context would load every
  // script again (the first page of a context costs ~3 times a later one on this machine).
  for (const market of ["se", "fi"] as const) {
    const groups = plan().filter((g) => g.market === market);
    const pages = groups.reduce((n, g) => n + g.paths.length, 0) + 2;
    test(`${market}: sign-in pages signed out, then ${groups.length} demo roles (${pages} pages)`, async ({ browser }) => {
      test.setTimeout(60_000 + pages * 30_000);
      const base = market === "fi" ? FI : SE;
      const context = await browser.newContext();
      const page = await context.newPage();
      await sweep(page, base, ["/login", "/reset-password"], "signed out");
      for (const { user, paths } of groups) {
        await context.clearCookies();
        await signInContext(context, user, base);
        await sweep(page, base, paths, user);
      }
      await context.close();
    });
  }
});
