import { expect, test } from "@playwright/test";
import { mobileViewport, waitForHydration } from "./helpers.ts";

test("the header turns compact after 20 px of scroll", async ({ page }) => {
  await page.goto("/guides/beginners");
  await waitForHydration(page);
  const header = page.getByTestId("site-header");
  await expect(header).toHaveAttribute("data-compact", "false");
  const tall = await header.evaluate((element) => element.getBoundingClientRect().height);
  await page.evaluate(() => window.scrollTo(0, 15));
  await expect(header).toHaveAttribute("data-compact", "false");
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute("data-compact", "true");
  await expect
    .poll(() => header.evaluate((element) => element.getBoundingClientRect().height))
    .toBeLessThan(tall);
});

test("dark mode persists across a reload without a light flash", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  // Record the root class at the moment <body> is created, before anything can paint.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.body) {
        (window as unknown as { darkAtBody: boolean }).darkAtBody =
          document.documentElement.classList.contains("dark");
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody)).toBe(true);
  await waitForHydration(page);
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("the mobile menu slides in with one group open at a time", async ({ page }) => {
  await page.setViewportSize(mobileViewport);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByTestId("mobile-menu-button").click();
  const menu = page.getByTestId("mobile-menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: "Investments" }).click();
  await expect(menu.getByRole("link", { name: "Stocks", exact: true })).toBeVisible();
  await menu.getByRole("button", { name: "Calculators" }).click();
  await expect(menu.getByRole("link", { name: "SIP Calculator" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Stocks", exact: true })).toBeHidden();
  await expect(menu.locator('[data-state="open"][data-testid^="mobile-group-"]')).toHaveCount(1);
  await expect(menu.getByRole("link", { name: "Courses" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
  await menu.getByRole("link", { name: "SIP Calculator" }).click();
  await expect(page).toHaveURL(/\/calculators\/sip$/);
  await expect(menu).toBeHidden();
});

test("desktop dropdowns open and close from the keyboard", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const trigger = page.getByTestId("nav-trigger-investments");
  await trigger.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByTestId("nav-panel-investments");
  await expect(panel).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  // Hovering opens a dropdown too.
  await page.getByTestId("nav-trigger-calculators").hover();
  await expect(page.getByTestId("nav-panel-calculators")).toBeVisible();
  await expect(page.getByRole("link", { name: "Courses" }).first()).toBeVisible();
});

test("the language switch applies Hindi, sets html lang and persists", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByTestId("language-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByTestId("nav-trigger-investments")).toContainText("निवेश");
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByTestId("nav-trigger-investments")).toContainText("निवेश");
});

test("footer carries contact, legal links and the scroll-to-top button works", async ({ page }) => {
  await page.setViewportSize(mobileViewport);
  await page.goto("/guides/beginners");
  await waitForHydration(page);
  const footer = page.getByTestId("site-footer");
  await expect(footer.getByRole("link", { name: "hello@niveshshala.in" })).toHaveAttribute(
    "href",
    "mailto:hello@niveshshala.in",
  );
  await expect(footer).toContainText("Kerala");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const top = page.getByTestId("scroll-to-top");
  await expect(top).toHaveCSS("opacity", "1");
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
});

// WCAG 1.4.10 (reflow): nothing may need sideways scrolling at 320 CSS px, and the header's
// controls must all be on screen at common phone widths and on a 1024 px laptop.
for (const width of [320, 390, 1024]) {
  test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      "/",
      "/investments/us-stocks",
      "/calculators/tax",
      "/calculators/rent-vs-buy",
      "/investments/fixed-income",
      "/guides/beginners",
      "/resources/stock-terminologies",
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      const themeToggle = await page.getByTestId("site-header").getByRole("button").last().boundingBox();
      expect((themeToggle?.x ?? 0) + (themeToggle?.width ?? 0), path).toBeLessThanOrEqual(width);
      if (width >= 1024) {
        // The desktop menu's items each stay on one line.
        const about = await page
          .getByTestId("site-header")
          .getByRole("link", { name: "About Us" })
          .boundingBox();
        expect(about?.height ?? 0, path).toBeLessThan(48);
      }
    }
  });
}
