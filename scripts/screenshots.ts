// Screenshots of pages at mobile and desktop widths, light and dark, for visual review:
//   node scripts/screenshots.ts http://127.0.0.1:3000 / /calculators/sip
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const outDir = "test-results/screenshots";
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-quic",
    "--no-first-run",
  ],
});
const viewports = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
for (const path of paths.length ? paths : ["/"]) {
  for (const [name, viewport] of Object.entries(viewports)) {
    for (const theme of ["light", "dark"]) {
      const page = await browser.newPage({ viewport });
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(1000);
      const file = `${outDir}/${path.replace(/\W+/g, "_") || "home"}-${name}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === "1", animations: "disabled" });
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
