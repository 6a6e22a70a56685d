/**
 * Runs once before the tests (the "warm-up" project in playwright.config.ts): asks the freshly
 * started portal for its main pages signed in and out, so the first tests of each worker do not pay
 * for a cold server (first renders, first database connections) inside their own minute.
 */
import { test } from "@playwright/test";
import { FI, SE } from "./fixtures";
import { signInContext } from "./session";

const PAGES = [
  "/",
  "/avtal/mina-avtal",
  "/avtal/prisgraf",
  "/avtal/prisbevakning",
  "/priser/spannmal",
  "/priser/oversikt",
  "/logistik/tidsbokning",
  "/logistik/listbokning",
  "/logistik/kommande-leveranser",
  "/logistik/leveransforsakran",
  "/logistik/leveransavgift",
  "/logistik/sok-transport",
  "/logistik/omdestinering",
  "/account",
  "/inbox",
];

test("warm up the portal", async ({ browser }) => {
  test.setTimeout(180_000);
  // (API requests resolve names themselves: the Finnish host is reached through a page, whose
  // browser maps *.test.fi to this machine)
  const anonymous = await browser.newContext();
  await anonymous.request.get(`${SE}/login`);
  const fiLogin = await anonymous.newPage();
  await fiLogin.goto(`${FI}/login`);
  await anonymous.close();

  const context = await browser.newContext();
  await signInContext(context, "farmer@demo.se", SE);
  for (const path of PAGES) await context.request.get(`${SE}${path}`);
  await context.close();

  const fi = await browser.newContext();
  await signInContext(fi, "farmer@demo.fi", FI);
  await (await fi.newPage()).goto(`${FI}/`);
  await fi.close();
});
