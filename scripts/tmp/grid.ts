import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
const files = readdirSync("/tmp/charts-shots").filter((f) => f.startsWith("m-")).sort();
const html = `<body style="margin:0;display:grid;grid-template-columns:repeat(2,360px);gap:4px">${files
  .map((f) => `<img style="width:360px" src="data:image/png;base64,${readFileSync(`/tmp/charts-shots/${f}`).toString("base64")}">`)
  .join("")}</body>`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 724, height: 400 } });
await page.setContent(html);
await page.screenshot({ path: "/tmp/charts-shots/grid.png", fullPage: true });
await browser.close();
console.log(files);
