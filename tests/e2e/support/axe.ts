/**
 * axe-core run straight in the page (decision 085): the source is evaluated once per document
 * (a later check of the same page after an interaction reuses it) and `axe.run` asks for the
 * violations only. @axe-core/playwright's analyze() cost 3–5× as much on this machine: it injects
 * the source on every call, asks for every result type (passes and inapplicable rules with their
 * nodes, serialised back) and finishes each run in a new blank page. The portal has no iframes,
 * so the one document is the whole page. Rules: WCAG 2.0/2.1 A and AA, as before.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type AxeCore from "axe-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
let source: string | null = null;

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The serious and critical axe findings of the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  source ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  // a dialog or toast still fading in has low contrast for a moment: let finite animations and
  // transitions end first (a spinner's infinite one never does)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime ?? Infinity) !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(source);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const r = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return r.violations.map((v): Finding => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  }, TAGS);
  return found.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.targets.join(", ")})`);
}
