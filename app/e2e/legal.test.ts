// Lamps and sockets sold as the law asks (issue 58), in Chromium: the energy class
// arrow beside a light source's price opens the label with the keyboard and gives
// focus back; the product safety section names the maker, the EU responsible person
// and the warnings in the page's language; a reduced price names the lowest price of
// the 30 days before; the cards say "Tilbud" and the collection filters on it; the
// back office lists what a product lacks and refuses to publish a light source
// without its class. Danish and English, phone and desktop, with screenshots.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectToast, hydrated, useSite } from "./harness";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const ADMIN = { email: "lov@example.dk", password: "hemmelig123" };
const site = useSite({ admin: ADMIN });

describe("a light source's page", () => {
  it("in Danish on a desktop: the før-price, the arrow opens the label by keyboard, the safety section", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/product/smart-led-paere-e27");
    await hydrated(page);
    // 179 kr now; 229 kr from 60 to 10 days ago: the lowest of the 30 days before.
    const row = page.locator(".product-detail-price-row");
    expect(await row.locator(".product-detail-price").innerText()).toBe("DKK 179,00");
    expect(await row.locator(".price-before").innerText()).toBe("Før DKK 229,00");
    expect(await row.locator(".price-before del").count()).toBe(1);
    expect(await row.locator(".price-saving").innerText()).toBe("Spar DKK 50,00");

    // The arrow beside the price: a button named by its class.
    const arrow = page.getByRole("button", { name: "Energiklasse F: vis energimærket" });
    expect(await arrow.evaluate((el) => el.closest(".product-detail-price-row") !== null)).toBe(true);
    await page.screenshot({ path: path.join(SCREENS, "legal-product-da-desktop.png"), fullPage: true });
    await arrow.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Energimærke" });
    await dialog.waitFor();
    const label = dialog.getByRole("img", { name: /energiklasse F/ });
    await label.waitFor();
    // The label is fetched when the dialog opens: wait for it to arrive, not for a moment.
    await expect.poll(() => label.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const sheet = dialog.getByRole("link", { name: "Produktinformationsblad (PDF)" });
    expect(await sheet.getAttribute("href")).toBe("https://eprel.ec.europa.eu/api/products/lamps/1523401/fiches?language=DA&format=PDF");
    // Focus stays in the dialog; Escape closes it and gives focus back to the arrow.
    expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
    await page.screenshot({ path: path.join(SCREENS, "legal-label-da-desktop.png") });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement?.classList.contains("energy-arrow") && document.activeElement.textContent?.includes("Energiklasse F: vis energimærket"));

    // Product safety: the maker, the identifiers, the warnings, the take-back.
    const safety = page.getByRole("region", { name: "Produktsikkerhed" });
    const text = await safety.innerText();
    expect(text).toContain("Nordlys Belysning ApS");
    expect(text).toContain("Industrivej 12, 2600 Glostrup, Danmark");
    expect(text).toContain("NB-E27-806");
    expect(text).toContain("Sluk for strømmen, før lyskilden monteres eller skiftes.");
    expect(text).toContain("genbrugspladsen");
    expect(await safety.getByRole("link", { name: "info@nordlys-belysning.dk" }).getAttribute("href")).toBe("mailto:info@nordlys-belysning.dk");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("in English on a phone: a maker outside the EU and its responsible person, the label by keyboard", async () => {
    const { context, page, problems } = await site.open({ viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto(site.url + "/en/product/vaeglampe-med-sensor");
    await hydrated(page);
    const arrow = page.getByRole("button", { name: "Energy class F: show the energy label" });
    await arrow.focus();
    await page.keyboard.press(" ");
    const dialog = page.getByRole("dialog", { name: "Energy label" });
    await dialog.waitFor();
    await dialog.getByRole("img", { name: /energy class F/ }).waitFor();
    expect(await dialog.getByRole("link", { name: "Product information sheet (PDF)" }).getAttribute("href")).toContain("language=EN");
    await page.screenshot({ path: path.join(SCREENS, "legal-label-en-phone.png") });
    await dialog.getByRole("button", { name: "Close the energy label" }).click();
    await dialog.waitFor({ state: "detached" });

    const safety = page.getByRole("region", { name: "Product safety" });
    const text = await safety.innerText();
    expect(text).toContain("Brightway Lighting Co. Ltd");
    expect(text).toContain("Responsible person in the EU");
    expect(text).toContain("Nordic Lighting Import ApS");
    expect(text).toContain("Must be installed by an authorised electrician");
    await safety.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENS, "legal-product-en-phone.png"), fullPage: true });
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a collection", () => {
  it("marks reduced products with Tilbud and their før-price, shows the class on the cards, and filters to them", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/products/smart-home");
    await hydrated(page);
    const strip = page.locator(".product-card", { hasText: "LED-strip 5 m" });
    expect(await strip.locator(".product-badge-sale").innerText()).toBe("Tilbud");
    expect(await strip.locator(".price-before").innerText()).toBe("Før DKK 499,00");
    expect(await strip.getByRole("img", { name: "Energiklasse G" }).count()).toBe(1);
    expect(await page.locator(".product-card", { hasText: "Smart dimmer" }).locator(".product-badge-sale").count()).toBe(0);
    const controls = page.getByRole("form", { name: "Sortér og filtrér" });
    await controls.getByRole("checkbox", { name: /Kun tilbud \(2\)/ }).check();
    await controls.getByRole("button", { name: "Vis produkter" }).click();
    await page.waitForURL(`${site.url}/products/smart-home?sale=1`);
    await page.waitForFunction(() => document.querySelectorAll(".listing-results .product-grid > li").length === 2);
    const titles = await page.locator(".listing-results .product-grid .product-card-body :is(h2, h3)").allInnerTexts();
    expect(titles).toEqual(["LED-strip 5 m", "Smart LED-pære E27"]);
    await page.screenshot({ path: path.join(SCREENS, "legal-collection-sale-da-desktop.png") });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the back office", () => {
  it("lists what a product lacks, refuses to publish a light source without its class, and says why a før-price is not shown", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await site.admin.signIn(page);
    // A bulb saved as a draft without its facts.
    const created = await page.evaluate(async () => {
      const response = await fetch("/api/admin/products", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          handle: "kertepaere",
          title: "LED-kertepære E14",
          description: "Varm hvid.",
          status: "draft",
          options: [],
          variants: [{ optionValues: [], priceMinor: 4900, compareAtMinor: null, sku: "E14", inventoryQuantity: null, available: true }],
          images: [],
          collections: [],
          tags: [],
          details: { legal: { kind: "light-source" } },
        }),
      });
      return response.status;
    });
    expect(created).toBe(201);

    await page.goto(site.url + "/admin/products");
    await hydrated(page);
    await page.getByText("1 vare mangler oplysninger, som loven kræver.").waitFor();
    await page.getByRole("link", { name: "Vis varen" }).click();
    await page.waitForURL(/legal=missing/);
    const row = page.locator("tr, li, article").filter({ hasText: "LED-kertepære E14" }).first();
    expect(await row.innerText()).toContain("Mangler: energiklasse");
    await page.screenshot({ path: path.join(SCREENS, "legal-admin-list-da-desktop.png") });

    // Its form: what is missing, in words; published without a class: refused.
    await page.goto(site.url + "/admin/products/kertepaere");
    await hydrated(page);
    await page.locator("form.product-form").waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Produktet mangler oplysninger" }).innerText()).toContain("Energiklassen (A-G)");
    await page.getByLabel("Navn", { exact: true }).first().fill("Nordlys Belysning ApS");
    await page.getByLabel("Postadresse").first().fill("Industrivej 12, 2600 Glostrup");
    await page.getByLabel("E-mail eller hjemmeside").first().fill("info@nordlys.dk");
    await page.getByLabel("Sikkerhedsoplysninger og advarsler").fill("Sluk for strømmen, før pæren skiftes.");
    await page.getByLabel("EPREL-registreringsnummer").fill("1523499");
    await page.getByLabel("Status").selectOption("active");
    await page.getByRole("button", { name: "Gem ændringer" }).click();
    const summary = page.locator(".form-error-summary");
    await summary.waitFor();
    expect(await summary.innerText()).toContain("En lyskilde skal have en energiklasse, før den kan udgives.");
    await page.screenshot({ path: path.join(SCREENS, "legal-admin-refused-da-desktop.png"), fullPage: true });
    await page.getByLabel("Energiklasse", { exact: true }).selectOption("F");
    await page.getByRole("button", { name: "Gem ændringer" }).click();
    await expectToast(page, "LED-kertepære E14 er gemt");
    const visitor = await context.newPage();
    await visitor.goto(site.url + "/product/kertepaere");
    await hydrated(visitor);
    await visitor.getByRole("button", { name: "Energiklasse F: vis energimærket" }).waitFor();
    await visitor.close();

    // The LED strip's compare-at price is shown, and why.
    await page.goto(site.url + "/admin/products/led-strip-5m");
    await hydrated(page);
    await page.locator("form.product-form").waitFor();
    expect(await page.locator(".price-note").first().innerText()).toContain("Vises som „Før DKK 499,00“");
    // The refused save's answer is the only thing the browser logged.
    expect(problems.filter((p) => !p.includes("status of 422"))).toEqual([]);
    await context.close();
  });
});
