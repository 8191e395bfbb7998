// The business keeps its catalogue in Chromium: an administrator creates a product
// with a picture (uploaded, served as WebP) and two variants in the back office, a
// visitor finds it and buys it; a price is changed with the keyboard alone; the
// form's mistakes are named beside their fields. Screenshots of the list and the
// form, Danish and English, phone and desktop.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectToast, hydrated, orderShown, useSite } from "./harness";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const ADMIN = { email: "katalog@example.dk", password: "hemmelig123" };

const site = useSite({ admin: ADMIN });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A real PNG picture (a warm gradient, `width` × `height`), made here. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[at + 1 + x * 3] = 200 + Math.round((55 * x) / width);
      rows[at + 2 + x * 3] = 120 + Math.round((100 * y) / height);
      rows[at + 3 + x * 3] = 40;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

async function form(page: Page, pathname: string) {
  await page.goto(site.url + pathname);
  await hydrated(page);
  await page.locator("form.product-form").waitFor();
}

describe("the catalogue in the back office", () => {
  it("an administrator creates a product with a picture and two variants; a visitor finds it and buys it", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await site.admin.signIn(page);
    await page.goto(site.url + "/admin/products");
    await hydrated(page);
    await page.getByRole("link", { name: "Nyt produkt" }).click();
    await page.waitForURL(/\/admin\/products\/new$/);
    await page.locator("form.product-form").waitFor();

    // Saved empty first: the mistakes are named, in words, and nothing is stored.
    await page.getByRole("button", { name: "Opret produkt" }).click();
    const summary = page.locator(".form-error-summary");
    await summary.waitFor();
    expect(await summary.innerText()).toContain("Skriv prisen som et tal");
    expect(await summary.innerText()).not.toMatch(/catalogue-[a-z-]+/);

    await page.getByLabel("Titel", { exact: true }).fill("Smart dimmer Lumen");
    expect(await page.getByLabel("Handle (adresse)").inputValue()).toBe("smart-dimmer-lumen");
    await page.getByLabel("Status").selectOption("active");
    await page.getByLabel("Leverandør").fill("Nordlys");
    await page.getByLabel("Beskrivelse", { exact: true }).fill("Dæmper lyset trinløst.\n\nPasser i en standard dåse.");
    // Two variants of one option.
    await page.getByRole("button", { name: "Tilføj valgmulighed" }).click();
    await page.getByLabel("Navn på valgmulighed 1").fill("Farve");
    await page.getByLabel("Værdier for valgmulighed 1").fill("Hvid, Sort");
    await page.getByRole("button", { name: "Tilføj variant" }).click();
    const variant = (n: number) => page.getByRole("group", { name: `Variant ${n}` });
    await variant(1).getByLabel("Farve", { exact: true }).fill("Hvid");
    await variant(1).getByLabel("Pris (kr.)", { exact: true }).fill("449,00");
    await variant(1).getByLabel("Lager", { exact: true }).fill("5");
    await variant(2).getByLabel("Farve", { exact: true }).fill("Sort");
    await variant(2).getByLabel("Pris (kr.)", { exact: true }).fill("479,50");
    await page.getByLabel("Smart home").check();
    // The picture: uploaded at once, then described.
    await page.getByLabel("Tilføj billeder").setInputFiles({ name: "dimmer.png", mimeType: "image/png", buffer: png(1200, 900) });
    await expectToast(page, "dimmer.png er tilføjet");
    const picture = page.locator(".image-card img");
    await picture.waitFor();
    expect(await picture.getAttribute("src")).toMatch(/^\/media\/uploads\/.+\.webp$/);
    // Saved without the picture's text: the server names it.
    await page.getByRole("button", { name: "Opret produkt" }).click();
    await summary.getByText("Skriv, hvad billedet viser.").waitFor();
    await page.getByLabel("Alternativ tekst").fill("Hvid dimmer på en væg");
    await page.getByRole("button", { name: "Opret produkt" }).click();
    await page.waitForURL(/\/admin\/products\/smart-dimmer-lumen$/);
    await expectToast(page, "Smart dimmer Lumen er oprettet");
    await page.getByRole("heading", { name: "Historik" }).waitFor();
    expect(await page.locator(".audit-list").innerText()).toContain(ADMIN.email);

    // A visitor: the product's page with the picture as WebP, the black variant, the cart.
    const { context: visitorContext, page: visitor, problems: visitorProblems } = await site.open({ viewport: DESKTOP });
    await visitor.goto(site.url + "/search?q=lumen");
    await hydrated(visitor);
    await visitor.getByRole("link", { name: /Smart dimmer Lumen/ }).first().click();
    await visitor.waitForURL(/\/product\/smart-dimmer-lumen/);
    await hydrated(visitor);
    // The picture by its alt text (the search page's thumbnails may still be in the
    // page for a moment after the address changed).
    const image = visitor.locator("main").getByRole("img", { name: "Hvid dimmer på en væg" });
    await image.waitFor();
    const webp = await visitor.evaluate(async (src) => {
      const res = await fetch(src);
      return res.headers.get("content-type");
    }, (await image.getAttribute("src"))!);
    expect(webp).toBe("image/webp");
    // A 1200×900 picture keeps its shape (its widest kept version, 960×720) and offers
    // every kept width; the browser takes one of them.
    expect([await image.getAttribute("width"), await image.getAttribute("height")]).toEqual(["960", "720"]);
    expect(await image.getAttribute("srcset")).toMatch(/-160\.webp 160w, \S+-480\.webp 480w, \S+-960\.webp 960w$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && /\.webp$/.test(img.currentSrc))).toBe(true);
    // Shown whole in its square box: Danish and English, desktop and phone.
    for (const [lang, prefix] of [["da", ""], ["en", "/en"]]) {
      for (const [device, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
        const { context: shot, page: shown } = await site.open({ viewport });
        await shown.goto(`${site.url}${prefix}/product/smart-dimmer-lumen`);
        await hydrated(shown);
        await shown.locator(".gallery-main img").evaluate((img: HTMLImageElement) => img.decode());
        await shown.screenshot({ path: path.join(SCREENS, `product-picture-${lang}-${device}.png`) });
        await shot.close();
      }
    }
    expect(await visitor.locator("main").innerText()).toContain("449,00");
    await visitor.getByRole("button", { name: "Sort", exact: true }).click();
    await visitor.getByText("479,50").first().waitFor();
    await visitor.getByRole("button", { name: "Læg i kurv" }).click();
    await visitor.getByTestId("cart-count").waitFor();
    await visitor.locator(".cart-button").click();
    await visitor.getByRole("dialog", { name: /Indkøbskurv/ }).getByRole("button", { name: "Gå til kassen" }).click();
    await visitor.waitForURL(/\/kasse\?cart=/);
    await hydrated(visitor);
    await visitor.locator("input[name=name]").fill("Karen Holm");
    await visitor.locator("input[name=email]").fill("karen.holm@example.dk");
    await visitor.locator("input[name=address]").fill("Nørrebrogade 10");
    await visitor.locator("input[name=postcode]").fill("2200");
    await visitor.locator("input[name=city]").fill("København N");
    await visitor.locator("input[name=phone]").fill("12345678");
    await visitor.locator("#checkout-terms").check();
    await visitor.locator(".checkout-form button[type=submit]").click();
    await orderShown(visitor);
    expect(await visitor.locator("main").innerText()).toContain("Smart dimmer Lumen");
    expect(visitorProblems).toEqual([]);
    await visitorContext.close();
    expect(problems.filter((p) => !p.includes("status of 422"))).toEqual([]);
    await context.close();
  }, 180_000);

  it("a price is changed with the keyboard alone, and the product's page shows it", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await site.admin.signIn(page);
    await page.goto(site.url + "/product/led-pendel-nordlys");
    await hydrated(page);
    await form(page, "/admin/products/led-pendel-nordlys");
    // From the top of the page, Tab until the first variant's price has the focus.
    await page.locator("body").focus();
    let found = false;
    for (let i = 0; i < 80 && !found; i++) {
      await page.keyboard.press("Tab");
      found = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return !!el && !!el.labels?.[0]?.textContent?.startsWith("Pris (kr.)");
      });
    }
    expect(found).toBe(true);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("949,00");
    // On to the save button, and Enter.
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      const label = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      if (label === "Gem ændringer") break;
    }
    await page.keyboard.press("Enter");
    await expectToast(page, "LED-pendel Nordlys er gemt");
    await page.goto(site.url + "/product/led-pendel-nordlys");
    await hydrated(page);
    expect(await page.locator("main").innerText()).toContain("949,00");
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it("a description written as HTML keeps its list, table and link and nothing that runs; a variant shows its own picture", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await site.admin.signIn(page);
    await form(page, "/admin/products/stikkontakt-1-modul");
    const rich =
      '<h1>Specifikationer</h1><p>Til <strong>indendørs</strong> brug.</p><ul><li>16 A</li><li>Skruetilslutning</li></ul>' +
      '<table><tbody><tr><th>Mål</th><td>71 × 71 mm</td></tr></tbody></table><p><a href="https://example.dk/datablad.pdf">Datablad</a></p>' +
      '<img src="x" onerror="window.__ran = true"><script>window.__ran = true</script>';
    await page.getByLabel("Beskrivelse", { exact: true }).fill(rich);
    // The black variant's own picture: the product's second.
    await page.getByRole("group", { name: "Variant 2" }).getByLabel("Billede", { exact: true }).selectOption({ label: "2. Sort stikkontakt med jord" });
    await page.getByRole("button", { name: "Gem ændringer" }).click();
    await expectToast(page, "Stikkontakt 1-modul med jord er gemt");
    // The form shows what was kept.
    const kept = await page.getByLabel("Beskrivelse", { exact: true }).inputValue();
    expect(kept).toContain("<h2>Specifikationer</h2>");
    expect(kept).not.toMatch(/onerror|script|<img/);

    for (const [lang, prefix] of [["da", ""], ["en", "/en"]]) {
      for (const [device, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
        const { context: visitorContext, page: visitor, problems: visitorProblems } = await site.open({ viewport });
        await visitor.goto(`${site.url}${prefix}/product/stikkontakt-1-modul`);
        await hydrated(visitor);
        const description = visitor.locator(".product-description");
        expect(await description.locator("li").allInnerTexts()).toEqual(["16 A", "Skruetilslutning"]);
        expect(await description.locator("h2").innerText()).toBe("Specifikationer");
        expect(await description.locator("td").innerText()).toBe("71 × 71 mm");
        expect(await description.getByRole("link", { name: "Datablad" }).getAttribute("rel")).toBe("nofollow");
        expect(await visitor.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
        await description.scrollIntoViewIfNeeded();
        await visitor.screenshot({ path: path.join(SCREENS, `product-description-${lang}-${device}.png`) });
        if (lang === "da" && device === "desktop") {
          const main = visitor.locator(".gallery-main img");
          expect(await main.getAttribute("src")).toContain("stikkontakt-fuga-hvid");
          await visitor.getByRole("button", { name: "Sort", exact: true }).click();
          await visitor.waitForURL(/variant=/);
          await expect.poll(() => main.getAttribute("src")).toContain("stikkontakt-fuga-sort");
        }
        expect(visitorProblems).toEqual([]);
        await visitorContext.close();
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it("screenshots: the list, the product form and a collection's form, Danish and English, phone and desktop", async () => {
    for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const { context, page, problems } = await site.open({ viewport });
      await site.admin.signIn(page);
      for (const lang of ["da", "en"]) {
        const prefix = lang === "da" ? "" : `/${lang}`;
        await page.goto(`${site.url}${prefix}/admin/products`);
        await hydrated(page);
        await page.locator(".backoffice-table").waitFor();
        await page.screenshot({ path: path.join(SCREENS, `admin-products-${lang}-${device}.png`), fullPage: false });
        await form(page, `${prefix}/admin/products/led-pendel-nordlys`);
        await page.screenshot({ path: path.join(SCREENS, `admin-product-${lang}-${device}.png`), fullPage: false });
        await page.locator(".variant-card").first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SCREENS, `admin-product-variants-${lang}-${device}.png`), fullPage: false });
        await page.goto(`${site.url}${prefix}/admin/collections/smart-home`);
        await hydrated(page);
        await page.locator("main form").first().waitFor();
        await page.screenshot({ path: path.join(SCREENS, `admin-collection-${lang}-${device}.png`), fullPage: false });
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
