import { expect, test } from "vitest";
import { checkContent, isDomainRoot } from "./integrity.server.ts";

test("every content page is titled, dated, sourced, long enough and links only to real pages", () => {
  expect(checkContent()).toEqual([]);
});

test("a source must be the document itself, not a site's home page", () => {
  for (const url of ["https://www.sebi.gov.in", "https://www.rbi.org.in/", "https://incometaxindia.gov.in/"])
    expect(isDomainRoot(url), url).toBe(true);
  for (const url of [
    "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
    "https://m.rbi.org.in/scripts/FAQView.aspx?Id=115",
    "https://www.incometax.gov.in/iec/foportal/",
    "/investments/emergency-fund",
  ])
    expect(isDomainRoot(url), url).toBe(false);
});
