// The rendering platform, seen by a visitor: server HTML without JavaScript,
// hydration without console errors, client navigation, languages, the 404 page.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, signUp, widgetsIn, useSite } from "./harness";

const site = useSite();

describe("the home page", () => {
  it("shows its content with JavaScript disabled", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(site.url + "/");
    expect(await page.locator("h1").innerText()).toBe("Sikker el til hjem og erhverv – til fast pris");
    const hero = await page.locator(".hero").innerText();
    for (const text of ["Autoriseret elinstallatør i København", "Se vores arbejde", "Få et gratis tilbud", "2 års garanti", "Hurtig udrykning", "Gratis parkering"])
      expect(hero).toContain(text);
    const img = page.locator(".hero-visual img");
    expect(await img.getAttribute("alt")).toBe("Stikkontakter og kontakter monteret på en væg");
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    // The language switcher is a plain disclosure: it works without JavaScript too.
    await page.locator(".lang-switcher summary").click();
    await page.locator('.lang-menu a[hreflang="de"]').click();
    await page.waitForURL(site.url + "/de");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await context.close();
  });

  it("hydrates without console errors, and the language switcher keeps the page", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/om-os");
    await hydrated(page);
    await widgetsIn(page);
    await page.locator(".lang-switcher-button").click();
    const menu = page.locator(".lang-menu");
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.innerText()).toMatch(/DA\s+Dansk[\s\S]*EN\s+English[\s\S]*DE\s+Deutsch[\s\S]*FR\s+Français/);
    // Escape closes it (only once hydrated).
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    await page.locator(".lang-switcher-button").click();
    await page.locator('.lang-menu a[hreflang="en"]').click();
    await page.waitForURL(site.url + "/en/om-os");
    await hydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("h1").innerText()).toBe("About Nordlys El");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "lang")?.value).toBe("en");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens a menu pressed or clicked while the widgets are still on their way", async () => {
    // The widgets' chunk is held back from the moment the pointer comes over the
    // stand-in (the visitor's first sign of life asks for it) until `arrive`.
    async function holdWidgets(page: Page, standIn: string) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let asked!: () => void;
      const requested = new Promise<void>((resolve) => (asked = resolve));
      await page.route(/\/chunks\/widgets-[^/]+\.js$/, async (route) => {
        asked();
        await released;
        await route.continue();
      });
      const box = (await page.locator(standIn).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await requested;
      return async (real: string) => {
        release();
        await page.locator(real).waitFor();
      };
    }
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    const languages = page.locator(".lang-menu");
    // A whole click before the widgets arrive: the disclosure opens, and the menu that
    // replaces it is open.
    await page.goto(site.url + "/om-os");
    await hydrated(page);
    let arrive = await holdWidgets(page, ".lang-switcher summary");
    await page.mouse.down();
    await page.mouse.up();
    await arrive(".lang-switcher-button");
    await languages.waitFor({ state: "visible" });
    expect(await page.locator(".lang-switcher-button").getAttribute("aria-expanded")).toBe("true");
    // The widgets arrive between the press and the release: the summary (and its
    // click) is gone, the press opens the menu, as a press on the menu itself does.
    await page.reload();
    await hydrated(page);
    arrive = await holdWidgets(page, ".lang-switcher summary");
    await page.mouse.down();
    await arrive(".lang-switcher-button");
    await page.mouse.up();
    await languages.waitFor({ state: "visible" });
    expect(await languages.innerText()).toContain("English");
    // The same for the signed-in visitor's menu.
    await signUp(page, site.server, "presse@example.dk", "Pia");
    await page.goto(site.url + "/om-os");
    await hydrated(page);
    arrive = await holdWidgets(page, ".account-button");
    await page.mouse.down();
    await arrive(".account-button[data-state]");
    await page.mouse.up();
    await page.getByRole("menu").waitFor();
    expect(await page.getByRole("menu").innerText()).toContain("presse@example.dk");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("navigates client-side with data from the server's loaders", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const dataRequest = page.waitForRequest((r) => r.url().includes("/api/page?path=%2Fkontakt"));
    await page.locator(".main-nav").getByRole("link", { name: "Kontakt" }).click();
    await dataRequest;
    await page.waitForURL(site.url + "/kontakt");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Kontakt os");
    expect(await page.title()).toBe("Kontakt os | Nordlys El");
    // Same document: the marker survived, so this was no full page load.
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
    await page.goBack();
    await page.waitForFunction(() => document.querySelector("h1")?.textContent?.startsWith("Sikker el"));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens and closes the mobile menu on a phone", async () => {
    const { context, page, problems } = await site.open({ viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto(site.url + "/");
    await hydrated(page);
    expect(await page.locator(".main-nav").isVisible()).toBe(false);
    // The first tap brings the widgets' code (nothing touched the page before), and
    // the menu opens once it is in.
    await page.getByRole("button", { name: "Åbn menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Mobilmenu" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("Om os");
    expect(await dialog.getByRole("link", { name: "Log ind" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await dialog.count()).toBe(0);
    // A link in the menu navigates and closes it.
    await page.getByRole("button", { name: "Åbn menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Om os" }).click();
    await page.waitForURL(site.url + "/om-os");
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("languages", () => {
  it("/en/ shows English", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/en/");
    await hydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator(".hero .badge").innerText()).toBe("Authorised electrical contractor in Copenhagen");
    expect(await page.locator(".main-nav").innerText()).toContain("About us");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the 404 page", () => {
  it("answers 404 with a way home, and the path is logged", async () => {
    const { context, page } = await site.open({ viewport: DESKTOP });
    const response = await page.goto(site.url + "/gammel-side-123");
    expect(response?.status()).toBe(404);
    await hydrated(page);
    expect(await page.locator("h1").innerText()).toBe("Oops! Page not found");
    expect(site.server.logs()).toContain("/gammel-side-123");
    await page.getByRole("link", { name: "Gå til forsiden" }).click();
    await page.waitForURL(site.url + "/");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent?.startsWith("Sikker el"));
    await context.close();
  });
});
