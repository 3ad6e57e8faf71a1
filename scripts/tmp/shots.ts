import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const targets = process.argv.slice(2);
for (const spec of targets) {
  const [path, figureId, name] = spec.split("|");
  for (const theme of ["light", "dark"]) for (const vp of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    const ctx = await browser.newContext({ viewport: vp, colorScheme: theme as "light" | "dark" });
    await ctx.addInitScript((t) => localStorage.setItem("theme", t), theme);
    const page = await ctx.newPage();
    await page.goto(`http://127.0.0.1:3303${path}`);
    await page.waitForTimeout(500);
    const fig = page.locator(`#figure-${figureId}`);
    await fig.scrollIntoViewIfNeeded();
    await fig.screenshot({ path: `/tmp/charts-shots/${name}-${theme}-${vp.width}.png` });
    await ctx.close();
  }
}
await browser.close();
