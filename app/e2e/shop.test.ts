// The shop with the local provider, as a customer uses it, in Chromium.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, islandLive, orderShown, signUp, useSite } from "./harness";

const site = useSite();

async function badge(page: Page): Promise<string> {
  return (await page.getByTestId("cart-count").textContent()) ?? "";
}

describe("the shop", () => {
  it("adds from the slider and a product page, adjusts the cart, checks out, and shows the order", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });

    // A customer with an account (guests buy too: see checkout.test.ts).
    await signUp(page, site.server, "mette@example.dk");

    // From the home page slider: the first variant, one piece, and a toast.
    await page.goto(site.url + "/");
    await hydrated(page);
    await islandLive(page, "product-slider");
    await page.getByRole("button", { name: "Læg i kurv: Stikkontakt 1-modul med jord" }).click();
    await page.getByRole("region", { name: "Notification" }).getByText("Tilføjet til kurv").waitFor();
    expect(await page.getByRole("region", { name: "Notification" }).innerText()).toContain("Stikkontakt 1-modul med jord");
    expect(await badge(page)).toBe("1");

    // From a product page, a variant other than the default: price and URL follow.
    await page.goto(site.url + "/product/led-pendel-nordlys");
    await hydrated(page);
    expect(await page.locator(".product-detail-price").innerText()).toBe("DKK 899,00");
    await page.getByRole("button", { name: "Sort" }).click();
    await page.getByRole("button", { name: "Ø45 cm" }).click();
    await page.waitForFunction(() => document.querySelector(".product-detail-price")?.textContent === "DKK 1.249,00");
    expect(decodeURIComponent(page.url())).toContain("?variant=gid://nordlys/ProductVariant/led-pendel-nordlys-4");
    await page.getByRole("button", { name: "Læg i kurv" }).click();
    await page.getByRole("button", { name: "Læg i kurv" }).click();
    expect(await badge(page)).toBe("3");

    // The cart survives a reload.
    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === "3");

    // The panel: lines, option values joined by a bullet, quantities, total.
    await page.locator(".cart-button").click();
    const panel = page.getByRole("dialog", { name: /Indkøbskurv/ });
    expect(await panel.innerText()).toContain("Sort • Ø45 cm");
    expect(await panel.getByTestId("cart-total").innerText()).toBe("DKK 2.587,00");
    await panel.getByRole("button", { name: "Øg antal af Stikkontakt 1-modul med jord" }).click();
    await panel.getByRole("button", { name: "Sænk antal af LED-pendel Nordlys" }).click();
    expect(await panel.getByTestId("cart-total").innerText()).toBe("DKK 1.427,00");
    expect(await badge(page)).toBe("3");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("shopify-cart")!).state.items.length);
    expect(stored).toBe(2);

    // The panel tells how far free delivery is (1.427 kr: it is free).
    expect(await panel.getByTestId("cart-free-shipping").innerText()).toBe("Du har fri fragt.");
    // The local checkout is our own page, in this tab; the signed-in customer's name
    // and address are filled in; the cart stays until the order is placed.
    await panel.getByRole("button", { name: "Gå til kassen" }).click();
    await page.waitForURL(/\/kasse\?cart=[0-9a-f]{48}$/);
    await hydrated(page);
    expect(await page.getByLabel("Navn", { exact: true }).inputValue()).toBe("Mette Hansen");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("mette@example.dk");
    expect(await page.getByTestId("order-total").innerText()).toBe("DKK 1.427,00");
    await page.getByLabel("Adresse", { exact: true }).fill("Nørrebrogade 10");
    await page.getByLabel("Postnummer", { exact: true }).fill("2200");
    await page.getByLabel("By", { exact: true }).fill("København N");
    await page.getByLabel("Telefon", { exact: true }).fill("12345678");
    await page.getByLabel(/Jeg har læst og accepterer/).check();
    await page.getByRole("button", { name: "Bestil med betalingspligt" }).click();
    await page.waitForURL(/\/ordre\/NE-\d+\?key=[0-9a-f]{48}$/);
    await orderShown(page);
    expect(await page.locator("h1").innerText()).toBe("Tak for din bestilling!");
    const orderNumber = /NE-\d+/.exec(page.url())![0];
    await hydrated(page);
    expect(await page.getByTestId("cart-count").count()).toBe(0);

    // The order is on the profile's orders tab.
    await page.goto(site.url + "/profile");
    await hydrated(page);
    await page.getByRole("tab", { name: "Ordrer" }).click();
    const orders = await page.getByRole("tabpanel").innerText();
    expect(orders).toContain(`Ordre ${orderNumber}`);
    expect(orders).toContain("Afventer betaling");
    expect(orders).toContain("DKK 1.427,00");
    expect(orders).toContain("LED-pendel Nordlys");
    // Each line with its price (quantity x unit price): the pendel, one at 1.249,00.
    const pendel = page.getByRole("tabpanel").locator(".order-items li", { hasText: "LED-pendel Nordlys" });
    expect(await pendel.locator(".order-item-price").innerText()).toBe("DKK 1.249,00");
    // The same price in English keeps the code and writes English separators.
    await page.goto(site.url + "/en/product/led-pendel-nordlys?variant=gid://nordlys/ProductVariant/led-pendel-nordlys-4");
    expect(await page.locator(".product-detail-price").innerText()).toBe("DKK 1,249.00");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps a click on add to cart made before the app is interactive", async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    // Hold the app's module back so the first click lands before hydration.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/entry-client-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back, so wait for the server's HTML itself.
    await page.goto(site.url + "/collections/smart-home", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: "Læg i kurv: Smart dimmer, Zigbee" });
    await button.waitFor();
    // The small early script (async, in the head) is what remembers the click: a
    // click before even it has run is a click on a page still loading.
    await page.waitForFunction(() => Array.isArray((window as unknown as { __cartQueue?: unknown[] }).__cartQueue));
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await button.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await hydrated(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent === "1");
    await context.close();
  });
});
