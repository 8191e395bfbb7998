// A collection's listing in Chromium: sorting by price and filtering by a colour
// beside the products on a desktop (the form navigates in the app), the filters
// folded into a disclosure on a phone that works without JavaScript, the pages by
// cursor without repeats; screenshots in Danish and English, phone and desktop.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, useSite } from "./harness";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

// Four a page: the smart-home collection's six products make two pages.
const site = useSite({ env: { COLLECTION_PAGE_SIZE: "4" } });

/** The prices of the products shown, in kroner. */
async function prices(page: Page): Promise<number[]> {
  const texts = await page.locator(".listing-results .product-grid .product-price").allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d,]/g, "").replace(",", ".")));
}

async function titles(page: Page): Promise<string[]> {
  return page.locator(".listing-results .product-grid .product-card-body :is(h2, h3)").allInnerTexts();
}

describe("a collection's listing", () => {
  it("sorts by price and filters by a colour on a desktop, and pages without repeats", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/products/smart-home");
    await hydrated(page);
    const controls = page.getByRole("form", { name: "Sortér og filtrér" });
    // Beside the products the filters need no opening.
    await expect(controls.getByRole("checkbox", { name: /Kun på lager/ }).isVisible()).resolves.toBe(true);
    await controls.getByLabel("Sortér efter").selectOption("price-asc");
    await page.waitForURL(`${site.url}/products/smart-home?sort=price-asc`);
    // The cheapest of the six (179 kr.) comes first once the sorted page is shown.
    await page.locator(".listing-results .product-grid > li").first().filter({ hasText: "179" }).waitFor();
    const up = await prices(page);
    expect(up).toHaveLength(4);
    expect(up[0]).toBe(179);
    expect([...up].sort((a, b) => a - b)).toEqual(up);
    // Black: two products, the count said so before.
    const black = controls.getByRole("checkbox", { name: /Sort \(2\)/ });
    await black.check();
    await controls.getByRole("button", { name: "Vis produkter" }).click();
    await page.waitForURL(/option=Farve%3ASort/);
    await page.getByRole("status").filter({ hasText: /^2 produkter$/ }).waitFor();
    expect(await titles(page)).toHaveLength(2);
    // The pages of the whole collection: 4 and 2, none twice.
    await page.goto(site.url + "/products/smart-home");
    await hydrated(page);
    const first = await titles(page);
    await page.getByRole("link", { name: "Næste side" }).click();
    await page.waitForURL(/after=/);
    await page.waitForFunction(() => document.querySelectorAll(".listing-results .product-grid > li").length === 2);
    const second = await titles(page);
    expect(new Set([...first, ...second]).size).toBe(6);
    await page.getByRole("link", { name: "Forrige side" }).click();
    await page.waitForURL(`${site.url}/products/smart-home`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("folds the filters on a phone, and works without JavaScript", async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + "/en/products/smart-home");
    const inStock = page.getByRole("checkbox", { name: /In stock only/ });
    expect(await inStock.isVisible()).toBe(false);
    await page.locator(".listing-filters > summary").click();
    expect(await inStock.isVisible()).toBe(true);
    await inStock.check();
    await page.getByRole("button", { name: "Show products" }).click();
    await page.waitForURL(/\/en\/products\/smart-home\?sort=featured&available=1/);
    // The answer keeps the filters open and says how many are chosen.
    expect(await inStock.isChecked()).toBe(true);
    expect(await page.locator(".listing-filters > summary").innerText()).toMatch(/Filters\s*\(1\)/);
    await context.close();
  });

  it("screenshots: Danish and English, phone and desktop", async () => {
    for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const { context, page, problems } = await site.open({ viewport });
      for (const lang of ["da", "en"]) {
        const prefix = lang === "da" ? "" : `/${lang}`;
        await page.goto(`${site.url}${prefix}/products/smart-home?sort=price-asc`);
        await hydrated(page);
        await page.screenshot({ path: path.join(SCREENS, `collection-${lang}-${device}.png`), fullPage: false });
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
