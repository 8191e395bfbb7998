// Islands (app/src/lib/island.tsx): the home page's sections below the first screen
// and the header's search box arrive complete in the HTML, and their code comes only
// when the visitor comes near them or reaches for them. Nothing moves when the live
// component takes the HTML's place, a field being typed in keeps its focus and text,
// and a page reached by client-side navigation shows its islands live at once.
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, islandLive, useSite } from "./harness";

const site = useSite();

/** The module chunks the page fetched (their file names: `PricingCalculator-….js`). */
function chunks(page: Page): () => string[] {
  const names: string[] = [];
  page.on("request", (r: Request) => {
    const name = new URL(r.url()).pathname.split("/").pop() ?? "";
    if (name.endsWith(".js")) names.push(name.replace(/-[A-Z0-9]+\.js$/, ""));
  });
  return () => names;
}

const HOME_ISLANDS = ["about", "smart-light", "categories", "pricing", "packages", "product-slider", "booking", "contact", "newsletter"];

describe("islands", () => {
  it("the home page on a phone shows every section without loading their code, which comes as the visitor scrolls", async () => {
    const { context, page, problems } = await site.open({ viewport: PHONE, hasTouch: true, isMobile: true });
    const fetched = chunks(page);
    const parts: string[] = [];
    page.on("request", (r: Request) => {
      const part = /\/assets\/messages\/[^/]+\/island\/([\w-]+)\.json$/.exec(r.url());
      if (part) parts.push(part[1]);
    });
    await page.goto(site.url + "/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // Complete in the HTML: the calculator's prices, the newsletter's form.
    expect((await page.getByTestId("price-standard").textContent())?.replace(/\s/g, " ")).toBe("650 kr.");
    await expect.poll(() => page.locator("[data-island]").count()).toBe(HOME_ISLANDS.length + 1);
    for (const name of ["PricingCalculator", "SmartLightCarousel", "NewsletterBanner", "ContactSection", "HomeAbout", "HomeCategories", "HomeBooking", "SearchBox"]) {
      expect(fetched(), `${name} before the visitor came near`).not.toContain(name);
    }
    expect(await page.locator("[data-island][data-live]").count()).toBe(0);
    // Nor their messages (each island's come with its code).
    expect(parts).toEqual([]);

    // Scrolling down: each section's code comes, and it goes live where it was, at the
    // same size (measured with every section laid out, as while an anchor lands).
    await page.evaluate(() => (document.documentElement.dataset.anchoring = "true"));
    const before = await page.locator('[data-island="pricing"] > section').boundingBox();
    for (const name of HOME_ISLANDS) await islandLive(page, name);
    expect(fetched()).toContain("PricingCalculator");
    expect(fetched()).toContain("NewsletterBanner");
    expect([...parts].sort()).toEqual([...HOME_ISLANDS].sort());
    const after = await page.locator('[data-island="pricing"] > section').boundingBox();
    expect(after?.height).toBe(before?.height);
    // Live: the calculator reacts.
    await page.locator("#priser").getByRole("radio", { name: /Erhverv/ }).check();
    await expect.poll(async () => (await page.getByTestId("price-standard").textContent())?.replace(/\D/g, "")).toBe("510");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the header's search box keeps the focus and what was typed when its code arrives (English, desktop)", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    const fetched = chunks(page);
    // The code is held back until the visitor has typed into the server's field.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/SearchBox-/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site.url + "/en/om-os");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(fetched()).not.toContain("SearchBox");
    const field = page.locator('[data-island="search-box"] input[name="q"]');
    await field.focus();
    await page.keyboard.type("sock");
    expect(await page.locator('[data-island="search-box"][data-live]').count()).toBe(0);
    release();
    await page.locator('[data-island="search-box"][data-live]').waitFor({ state: "attached" });
    expect(fetched()).toContain("SearchBox");
    // The live field has the focus and the text, and suggests as it would have.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("q");
    await expect.poll(() => field.inputValue()).toBe("sock");
    await page.keyboard.type("et");
    await page.getByRole("listbox").getByRole("option").first().waitFor();
    expect(await field.getAttribute("aria-expanded")).toBe("true");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a product added from the slider before its code came is in the cart once it has (phone)", async () => {
    const { context, page, problems } = await site.open({ viewport: PHONE, hasTouch: true, isMobile: true });
    // The slider's code is held back until the visitor has tapped.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/ProductSlider-/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site.url + "/");
    await hydrated(page);
    const button = page.locator('[data-island="product-slider"]:not([data-live])').getByRole("button", { name: "Læg i kurv: Stikkontakt 1-modul med jord" });
    await button.tap();
    expect(await page.locator('[data-island="product-slider"][data-live]').count()).toBe(0);
    release();
    await page.locator('[data-island="product-slider"][data-live]').waitFor({ state: "attached" });
    await page.getByRole("region", { name: "Notification" }).getByText("Tilføjet til kurv").waitFor();
    const quantities = () => page.evaluate(() => JSON.parse(localStorage.getItem("shopify-cart") ?? "{}").state?.items?.map((i: { quantity: number }) => i.quantity));
    await expect.poll(quantities).toEqual([1]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a home page reached by client-side navigation has its islands live at once", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/om-os");
    await hydrated(page);
    await page.locator(`header a[href="/"]`).first().click();
    await page.waitForURL(site.url + "/");
    await page.locator('[data-island="newsletter"]').waitFor();
    // Live before anything came near it: no server HTML to keep.
    for (const name of HOME_ISLANDS) expect(await page.locator(`[data-island="${name}"][data-live]`).count(), name).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("without JavaScript every island is there as the server drew it", async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + "/");
    for (const name of HOME_ISLANDS) expect(((await page.locator(`[data-island="${name}"]`).textContent()) ?? "").trim().length, name).toBeGreaterThan(20);
    await context.close();
  });
});
