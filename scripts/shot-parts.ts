// Screenshots of one page in vertical slices (for reviewing long pages at phone width).
// node scripts/shot-parts.ts <url> <width> <theme> <slices>
import { chromium } from "playwright-core";

const [url = "", width = "390", theme = "light", slices = "3"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
await page.goto(url, { waitUntil: "networkidle" });
const height = await page.evaluate(() => document.documentElement.scrollHeight);
const count = Number(slices);
const slice = Math.ceil(height / count);
for (let index = 0; index < count; index++) {
  await page.screenshot({
    path: `test-results/screenshots/part-${index}.png`,
    fullPage: true,
    clip: { x: 0, y: index * slice, width: Number(width), height: Math.min(slice, height - index * slice) },
  });
}
console.log(`height ${height}, ${count} slices of ${slice}px`);
await browser.close();
