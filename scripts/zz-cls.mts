import { chromium } from "@playwright/test";
import { signIn } from "./support";
const base = "http://portal.test.fi:3030";
const cookie = await signIn(base, "admin@demo.fi", "demo1234");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--host-resolver-rules=MAP portal.test.fi 127.0.0.1"] });
for (const js of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: js, deviceScaleFactor: 1 });
  await ctx.addCookies(cookie.split("; ").filter(Boolean).map((pair) => { const i = pair.indexOf("="); return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: "portal.test.fi", path: "/" }; }));
  const page = await ctx.newPage();
  await page.goto(`${base}/agrodesk/siemenviljely`);
  await page.waitForTimeout(1500);
  const info = await page.evaluate(() => {
    const f = document.querySelector(".ui-table__footer");
    const out: Record<string, unknown> = {};
    if (f) { const r = f.getBoundingClientRect(); out.footer = [r.top, r.height]; }
    const t = document.querySelector(".ui-table");
    if (t) { const r = t.getBoundingClientRect(); out.table = [r.top, r.height, r.width]; }
    document.querySelectorAll(".ui-table__footer > *").forEach((c, i) => { const r = c.getBoundingClientRect(); out["c" + i] = [c.className, Math.round(r.top), Math.round(r.height), Math.round(r.width)]; });
    return out;
  });
  console.log(js ? "with JS" : "no JS", JSON.stringify(info));
  await page.screenshot({ path: `/tmp/sv-${js}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
