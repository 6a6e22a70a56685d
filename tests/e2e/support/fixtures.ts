import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { signInContext } from "./session";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const SE = `http://localhost:${PORT}`;
export const FI = `http://portal.test.fi:${PORT}`;
export const PASSWORD = "demo1234";

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/**
 * Waits until React has hydrated the page: the root layout's HydrationMarker sets
 * `<html data-hydrated="true">` in an effect (decision 085). Until then a click or keystroke may
 * reach the server-rendered HTML only and be lost.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Pages checked by axe in this worker: "user origin/path" (decision 085). */
const checkedPages = new Set<string>();
/** Who `login()` signed each browser context in as, for the key above. */
const signedInAs = new WeakMap<BrowserContext, string>();

/**
 * Goes to a URL, waits until the page is hydrated (so the test may act at once) and checks its
 * accessibility the first time this worker sees that page for that user (origin + path, query
 * left out; decision 085). `{ axe: true }` checks every time (a state the first visit did not
 * show, e.g. an error reached by a query parameter), `{ axe: false }` never.
 */
export async function visit(page: Page, url: string, opts: { axe?: boolean } = {}) {
  await page.goto(url);
  await waitForHydration(page);
  if (opts.axe === false || (process.env.E2E_AXE === "off" && !opts.axe)) return;
  const at = new URL(page.url());
  const key = `${signedInAs.get(page.context()) ?? "-"} ${at.origin}${at.pathname}`;
  if (opts.axe || !checkedPages.has(key)) {
    checkedPages.add(key);
    await expectAccessible(page);
  }
}

/** Reloads the page and waits until it is hydrated again (a click before that may be lost). */
export async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

/**
 * page.goto that tolerates one aborted navigation: after cookies are cleared, the old page's next
 * API call gets 401 and the portal sends it to "/" (spec 1 §6), which can cut our navigation short.
 */
async function gotoSettled(page: Page, url: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.goto(url);
      return;
    } catch (e) {
      if (attempt >= 2 || !/ERR_ABORTED|interrupted by another navigation/.test(String(e))) throw e;
      await page.waitForLoadState().catch(() => {});
    }
  }
}

/**
 * Signs the page in as `username` and opens the start page. By default through the session factory
 * (support/session.ts: a fresh session of its own, no login form); with `form: true` or a
 * `password` through the login form, for the tests of signing in itself. `open: false` only signs
 * the context in, for a test that goes to its own page next: the start page is the heaviest page
 * of the portal, and loading it before every test's own page cost each test a page load.
 * `open: "api"` opens `/api/health` instead, an origin for a test's `page.evaluate(fetch…)` calls.
 */
export async function login(
  page: Page,
  username: string,
  opts: { base?: string; password?: string; form?: boolean; open?: boolean | "api" } = {},
) {
  const base = opts.base ?? SE;
  signedInAs.set(page.context(), username);
  if (!opts.form && opts.password === undefined) {
    await signInContext(page.context(), username, base);
    if (opts.open === false) return;
    if (opts.open === "api") {
      await gotoSettled(page, `${base}/api/health`);
      return;
    }
    await gotoSettled(page, `${base}/`);
    await waitForHydration(page);
    return;
  }
  await gotoSettled(page, `${base}/login`);
  await waitForHydration(page);
  await page.getByLabel(/Användarnamn|Käyttäjätunnus/).fill(username);
  await page.getByLabel(/^(Lösenord|Salasana)$/).fill(opts.password ?? PASSWORD);
  await page.getByRole("button", { name: /^(Logga in|Kirjaudu)$/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  await waitForHydration(page);
}

export async function logout(page: Page) {
  await page
    .getByRole("button", { name: /Användarmeny|Käyttäjävalikko|▾/ })
    .first()
    .click();
  await page.getByRole("button", { name: /^(Logga ut|Kirjaudu ulos)$/ }).click();
  await page.waitForURL(/\/login\?loggedOut=1/);
}

/**
 * The test's page, failing the test when a text was missing in the browser: "[i18n] missing
 * translation key" (lib/i18n/react.tsx). A page gets only its section's translation areas
 * (decision 103); a key the area map did not see shows up here first.
 */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const missing: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && m.text().startsWith("[i18n] missing translation key")) missing.push(`${m.text()} at ${page.url()}`);
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await describePageState(page, testInfo.title);
    expect(missing, "texts missing in the browser").toEqual([]);
  },
});

/**
 * After a failed test: does the page still run script, and does it still draw frames? A click
 * waits for two animation frames (Playwright's stability check), so a page that stopped drawing
 * hangs every click until the timeout with no other trace (CI, stop 32). Printed to stderr, so
 * CI's log says which of the two it was.
 */
async function describePageState(page: Page, title: string) {
  const within = <T>(ms: number, p: Promise<T>) =>
    Promise.race([p, new Promise<string>((r) => setTimeout(() => r(`no answer in ${ms} ms`), ms))]);
  const state = await within(
    5_000,
    page
      .evaluate(async () => {
        const t0 = performance.now();
        const frame = await Promise.race([
          new Promise<string>((r) => requestAnimationFrame(() => r(`${Math.round(performance.now() - t0)} ms`))),
          new Promise<string>((r) => setTimeout(() => r("none in 2 s"), 2_000)),
        ]);
        return { visibility: document.visibilityState, focus: document.hasFocus(), animationFrame: frame };
      })
      .catch((e: unknown) => `evaluate failed: ${String(e).split("\n")[0]}`),
  );
  console.error(`[e2e] page state after "${title}" at ${page.url()}: ${JSON.stringify(state)}`);
}
export { expect };
