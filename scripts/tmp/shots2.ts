import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
for (const spec of process.argv.slice(2)) {
  const [path, figureId] = spec.split("|");
  await page.goto(`http://127.0.0.1:3303${path}`);
  const fig = page.locator(`#figure-${figureId} svg[role=img]`);
  await fig.scrollIntoViewIfNeeded();
  await fig.screenshot({ path: `/tmp/charts-shots/m-${figureId}.png` });
}
await browser.close();
