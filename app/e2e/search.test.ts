// Search in Chromium: the header's form leads to the results page, which works
// without JavaScript too; the results link to the product; screenshots of the
// results in Danish and English on a phone and a desktop.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, useSite } from "./harness";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const site = useSite();

describe("search", () => {
  it("the header's form finds the product, and the result leads to it", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/");
    await hydrated(page);
    const form = page.getByRole("search");
    await form.getByRole("combobox", { name: "Søg på siden" }).fill("Stikkontakt");
    await form.getByRole("combobox", { name: "Søg på siden" }).press("Enter");
    await page.waitForURL(`${site.url}/search?q=stikkontakt`);
    expect(await page.locator("h1").innerText()).toBe("Søgning: stikkontakt");
    await page.getByRole("link", { name: "Stikkontakt 1-modul med jord" }).click();
    await page.waitForURL(`${site.url}/product/stikkontakt-1-modul`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the predictive box by keyboard: type, arrow down, Enter lands on the product", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/kontakt");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: "Søg på siden" });
    await box.focus();
    await page.keyboard.type("stikk");
    const listbox = page.getByRole("listbox", { name: "Forslag" });
    await listbox.waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByRole("status").filter({ hasText: "forslag" }).innerText()).toMatch(/\d+ forslag/);
    const options = await listbox.getByRole("option").allInnerTexts();
    expect(options).toContain("Stikkontakt 1-modul med jord");
    await page.keyboard.press("ArrowDown");
    const first = await box.getAttribute("aria-activedescendant");
    expect(await page.locator(`[id="${first}"]`).getAttribute("aria-selected")).toBe("true");
    const target = await page.locator(`[id="${first}"]`).innerText();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname.startsWith("/product/"));
    await expect.poll(() => page.locator("h1").innerText()).toBe(target);
    // Escape closes the list and keeps the focus in the box.
    await box.focus();
    await page.keyboard.type("lampe");
    await listbox.waitFor();
    await page.keyboard.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the results page works without JavaScript, with a typo, in English", async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + "/en/search");
    await page.getByRole("searchbox", { name: "Search the site" }).fill("sockett");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/en\/search\?q=sockett$/);
    const products = page.getByRole("region", { name: /Products/ });
    expect(await products.getByRole("link").allInnerTexts()).toContain("Socket outlet, 1 module, earthed");
    await page.goto(site.url + "/en/search?q=ev%20charger");
    expect(await page.getByRole("region", { name: /Services/ }).getByRole("link").first().innerText()).toMatch(/EV/);
    await context.close();
  });

  it("screenshots: results in Danish and English, phone and desktop", async () => {
    for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const { context, page, problems } = await site.open({ viewport });
      for (const [lang, query] of [["da", "udendørs lampe med sensor"], ["en", "outdoor light"]]) {
        const prefix = lang === "da" ? "" : `/${lang}`;
        await page.goto(`${site.url}${prefix}/search?q=${encodeURIComponent(query)}`);
        await hydrated(page);
        await page.screenshot({ path: path.join(SCREENS, `search-${lang}-${device}.png`), fullPage: false });
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
