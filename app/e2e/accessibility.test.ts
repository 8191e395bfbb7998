// Accessibility in Chromium: an axe-core scan of every route in Danish and English
// (also with the cart panel and the phone menu open), and the widgets used with a
// keyboard only: dialogs keep focus inside and give it back, menus move with the arrow
// keys, F8 reaches the notifications.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, cli, expectToast, freshCode, hydrated, islandLive, openPage, orderShown, signIn, stopClock, useSite, widgetsIn } from "./harness";

let orderNumber = "";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const CUSTOMER = { email: "karen@example.dk", password: "hemmelig123" };
const ADMIN = { email: "admin@example.dk", password: "hemmelig123" };

const site = useSite({
  admin: ADMIN,
  async setup({ server }) {
    cli(server, "user", "create", "--email", CUSTOMER.email, "--password", CUSTOMER.password, "--first-name", "Karen");
    // Something for the back office pages to list.
    const post = (path: string, body: object) =>
      fetch(server.url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    await post("/api/quote", { name: "Jens Jensen", email: "jens@example.dk", phone: "12345678", message: "Ny tavle i rækkehuset.\nHelst i uge 12." });
    await post("/api/newsletter", { email: "lise@example.dk" });
  },
});

/** The same path in a language (Danish has no prefix). */
const inLang = (lang: "da" | "en", path: string) => (lang === "da" ? path : `/en${path === "/" ? "" : path}`);

/** Waits until the page is hydrated and, the visitor's pointer over it, its widgets
 * (menus, dialogs, toasts) are in. */
async function ready(page: Page) {
  await hydrated(page);
  await widgetsIn(page);
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string; html: string }[];
}

/** axe-core's serious and critical violations on the page as it is now, readable. */
async function seriousViolations(page: Page): Promise<string> {
  // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) does not apply.
  await page.evaluate(AXE_SOURCE);
  // Sections below the first screen skip their layout until they come near
  // (content-visibility: auto); lay them all out so every text is checked.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>("main > .section").forEach((s) => (s.style.contentVisibility = "visible")));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n` +
        v.nodes.map((n) => `  - ${n.target.join(" ")}\n    ${n.html.slice(0, 160)}\n    ${(n.failureSummary ?? "").replace(/\n/g, "\n    ")}`).join("\n"),
    )
    .join("\n\n");
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const report = await seriousViolations(page);
  expect(report, `axe found serious or critical violations on ${where}:\n\n${report}\n`).toBe("");
}

/** A context signed in as the account; the administrator's session (signed in with the
 * second factor, which admin pages need) is shared (site.admin.context). */
async function signedInContext(account: { email: string; password: string }, viewport = DESKTOP): Promise<BrowserContext> {
  if (account === ADMIN) return site.admin.context({ viewport });
  const { context, page } = await site.open({ viewport });
  await signIn(page, site.server, account.email, account.password);
  await page.close();
  return context;
}

const SERVICES = ["installation", "fejlfinding", "smart-home", "elbil", "tavle", "erhverv"];
const PUBLIC_ROUTES = [
  "/",
  "/services",
  ...SERVICES.map((s) => `/services/${s}`),
  "/products/lamper",
  "/collections/smart-home",
  "/product/led-pendel-nordlys",
  "/auth",
  "/auth/reset",
  "/auth/reset?token=ugyldig",
  "/auth/verify?token=ugyldig",
  "/om-os",
  "/kontakt",
  "/coming-soon",
  "/privatlivspolitik",
  "/handelsbetingelser",
  "/fortryd",
  "/book",
  "/book?kind=visit",
  "/search?q=stikkontakt",
  "/search?q=xqzvwpt",
  "/nyhedsbrev/bekraeft?token=ugyldig",
  "/nyhedsbrev/afmeld?token=ugyldig",
  "/findes-ikke",
];
/** Pages that answer 404 (and the browser logs it). */
const NOT_FOUND = new Set(["/findes-ikke", "/nyhedsbrev/bekraeft?token=ugyldig", "/nyhedsbrev/afmeld?token=ugyldig"]);

describe("axe-core finds no serious or critical violations", () => {
  for (const lang of ["da", "en"] as const) {
    describe(lang, () => {
      it.each(PUBLIC_ROUTES)("on %s", async (path) => {
        const { context, page, problems } = await site.open({ viewport: DESKTOP });
        const url = inLang(lang, path);
        const response = await page.goto(site.url + url);
        expect(response?.status()).toBe(NOT_FOUND.has(path) ? 404 : 200);
        await ready(page);
        await expectNoSeriousViolations(page, url);
        // The browser logs the 404 page's own status; nothing else.
        expect(problems.filter((p) => !(NOT_FOUND.has(path) && p.includes("status of 404")))).toEqual([]);
        await context.close();
      });

      it("on /profile and an order's page, signed in", async () => {
        const context = await signedInContext(CUSTOMER);
        const { page, problems } = await openPage(context);
        // An order to show: the local shop places it at checkout.
        if (!orderNumber) {
          await page.goto(site.url + "/");
          await ready(page);
          const order = await page.evaluate(async () => {
            const post = async (path: string, body: object) =>
              (await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json();
            const lines = [{ merchandiseId: "gid://nordlys/ProductVariant/led-pendel-nordlys-1", quantity: 1 }];
            const { checkoutUrl } = (await post("/api/checkout", { lines })) as { checkoutUrl: string };
            const cartId = new URL(checkoutUrl, location.href).searchParams.get("cart");
            const delivery = { method: "parcel", name: "Karen Hansen", address: "Nørrebrogade 10", postcode: "2200", city: "København N", phone: "12345678" };
            return (await post("/api/orders", { cartId, delivery, email: "karen@example.dk", paymentMethod: "bank_transfer", acceptTerms: true })) as {
              orderNumber?: string;
            };
          });
          orderNumber = order.orderNumber ?? "";
          expect(orderNumber).toMatch(/^NE-\d+$/);
        }
        // The profile shows the "confirm your email" banner (the account is unverified).
        for (const path of ["/profile", `/ordre/${orderNumber}`, "/auth/verify?token=ugyldig"]) {
          await page.goto(site.url + inLang(lang, path));
          await ready(page);
          await expectNoSeriousViolations(page, inLang(lang, path));
        }
        // The orders tab too.
        await page.goto(site.url + inLang(lang, "/profile"));
        await ready(page);
        await page.getByRole("tab").nth(1).click();
        await page.getByRole("tabpanel").getByText(orderNumber).first().waitFor();
        await expectNoSeriousViolations(page, `${inLang(lang, "/profile")} (orders tab)`);
        expect(problems).toEqual([]);
        await context.close();
      });

      it("on the checkout, with the server's messages, and a guest's confirmation", async () => {
        const { context, page, problems } = await site.open({ viewport: DESKTOP });
        await page.goto(site.url + inLang(lang, "/"));
        await ready(page);
        const checkoutUrl = await page.evaluate(async (lang) => {
          const res = await fetch("/api/checkout", {
            method: "POST",
            headers: { "content-type": "application/json", "x-lang": lang },
            body: JSON.stringify({ lines: [{ merchandiseId: "gid://nordlys/ProductVariant/stikkontakt-1-modul-1", quantity: 2 }] }),
          });
          return ((await res.json()) as { checkoutUrl: string }).checkoutUrl;
        }, lang);
        await page.goto(site.url + checkoutUrl);
        await ready(page);
        await expectNoSeriousViolations(page, checkoutUrl);
        // Sent empty: every field's message in place.
        await page.locator(".checkout-form button[type=submit]").click();
        await page.locator(".checkout-notice").waitFor();
        await expectNoSeriousViolations(page, `${checkoutUrl} with its messages`);
        await page.locator("input[name=name]").fill("Karen Hansen");
        await page.locator("input[name=address]").fill("Nørrebrogade 10");
        await page.locator("input[name=postcode]").fill("2200");
        await page.locator("input[name=city]").fill("København N");
        await page.locator("input[name=phone]").fill("12345678");
        await page.locator("input[name=email]").fill("guest@example.dk");
        await page.locator("#checkout-terms").check();
        await Promise.all([page.waitForURL(/\/ordre\/NE-\d+\?key=/), page.locator(".checkout-form button[type=submit]").click()]);
        await orderShown(page);
        await ready(page);
        await expectNoSeriousViolations(page, "a guest's order confirmation");
        expect(problems.filter((p) => !p.includes("status of 422"))).toEqual([]);
        await context.close();
      });

      it("on the admin pages, as an administrator", async () => {
        const context = await signedInContext(ADMIN);
        const { page, problems } = await openPage(context);
        for (const path of [
          "/admin/translations",
          "/admin/translation-check",
          "/admin/requests",
          "/admin/orders",
          "/admin/outbox",
          "/admin/products",
          "/admin/products/led-pendel-nordlys",
          "/admin/products/new",
          "/admin/collections",
          "/admin/collections/smart-home",
          "/admin/returns",
        ]) {
          await page.goto(site.url + inLang(lang, path));
          await ready(page);
          await page.locator("main h1").waitFor();
          await expectNoSeriousViolations(page, inLang(lang, path));
        }
        // An order's cancellation asks first, in place.
        await page.goto(site.url + inLang(lang, "/admin/orders"));
        await ready(page);
        await page.locator(".backoffice-card .backoffice-actions button").last().click();
        await page.locator(".confirm-box").waitFor();
        await expectNoSeriousViolations(page, `${inLang(lang, "/admin/orders")} confirming a cancellation`);
        expect(problems).toEqual([]);
        await context.close();
      });

      it("on the second factor's screens: admin page, set-up, recovery codes, turning off, the code step", async () => {
        // An administrator of its own, without a second factor yet.
        const email = `tofaktor-${lang}@example.dk`;
        cli(site.server, "user", "create", "--email", email, "--password", "hemmelig123", "--first-name", "Ida", "--admin");
        const { context, page, problems } = await site.open({ viewport: DESKTOP });
        await signIn(page, site.server, email, "hemmelig123");
        await page.goto(site.url + inLang(lang, "/admin/translations"));
        await ready(page);
        await page.locator(".second-factor-required").waitFor();
        await expectNoSeriousViolations(page, `${inLang(lang, "/admin/translations")} asking for a second factor`);
        await page.goto(site.url + inLang(lang, "/profile"));
        await ready(page);
        const card = page.locator("#second-factor");
        await card.locator("button.button-primary").click();
        await card.locator(".second-factor-qr").waitFor();
        await expectNoSeriousViolations(page, `${inLang(lang, "/profile")} setting up the second factor`);
        const secret = (await card.locator(".second-factor-secret-value").innerText()).replace(/\s/g, "");
        await card.locator("input[name=code]").fill(await freshCode(secret));
        await card.locator("form button[type=submit]").click();
        await card.locator(".recovery-codes").waitFor();
        // The success toast comes with them: checked once it has faded in.
        await page.locator(".toast").waitFor();
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
        await expectNoSeriousViolations(page, `${inLang(lang, "/profile")} showing the recovery codes`);
        await card.locator(".second-factor-codes button.button-primary").click();
        await card.locator(".second-factor-since").waitFor();
        await card.locator("button.button-outline").click();
        await card.locator(".second-factor-turn-off").waitFor();
        await expectNoSeriousViolations(page, `${inLang(lang, "/profile")} turning the second factor off`);
        // The refused admin page (403) is logged by Chromium; nothing else may be.
        expect(problems.filter((p) => !p.includes("status of 403 (Forbidden)"))).toEqual([]);
        await context.close();

        const { context: signingIn, page: step, problems: stepProblems } = await site.open({ viewport: DESKTOP });
        await step.goto(site.url + inLang(lang, "/auth"));
        await ready(step);
        await step.locator("input[name=email]").fill(email);
        await step.locator("input[name=password]").fill("hemmelig123");
        await step.locator("form:not([role=search]) button[type=submit]").click();
        await step.locator(".second-factor-step").waitFor();
        await expectNoSeriousViolations(step, `${inLang(lang, "/auth")} asking for the code`);
        await step.locator(".second-factor-step-links button").first().click();
        await step.locator("input[name=recoveryCode]").waitFor();
        await expectNoSeriousViolations(step, `${inLang(lang, "/auth")} asking for a recovery code`);
        expect(stepProblems).toEqual([]);
        await signingIn.close();
      });

      it("on the back office pages on a phone, where tables turn into cards", async () => {
        const context = await signedInContext(ADMIN, PHONE);
        const { page, problems } = await openPage(context);
        for (const path of ["/admin/requests", "/admin/orders", "/admin/outbox", "/admin/products", "/admin/products/led-pendel-nordlys", "/admin/collections"]) {
          await page.goto(site.url + inLang(lang, path));
          await ready(page);
          await page.locator("main h1").waitFor();
          await expectNoSeriousViolations(page, `${inLang(lang, path)} (phone)`);
        }
        expect(problems).toEqual([]);
        await context.close();
      });

      it("with the cart panel open", async () => {
        const { context, page, problems } = await site.open({ viewport: DESKTOP });
        await page.goto(site.url + inLang(lang, "/product/led-pendel-nordlys"));
        await ready(page);
        await page.getByRole("button", { name: lang === "da" ? "Læg i kurv" : "Add to basket", exact: true }).click();
        await page.getByTestId("cart-count").waitFor();
        await page.locator(".cart-button").click();
        await page.getByRole("dialog").waitFor();
        await expectNoSeriousViolations(page, `${inLang(lang, "/product/led-pendel-nordlys")} with the cart open`);
        expect(problems).toEqual([]);
        await context.close();
      });

      it("with the energy label open on a light source's page", async () => {
        const { context, page, problems } = await site.open({ viewport: DESKTOP });
        await page.goto(site.url + inLang(lang, "/product/led-pendel-nordlys"));
        await ready(page);
        await page.locator(".product-detail-price-row .energy-arrow").click();
        await page.getByRole("dialog").waitFor();
        await expectNoSeriousViolations(page, `${inLang(lang, "/product/led-pendel-nordlys")} with the energy label open`);
        expect(problems).toEqual([]);
        await context.close();
      });

      it("with the phone menu open", async () => {
        const { context, page, problems } = await site.open({ viewport: PHONE, hasTouch: true, isMobile: true });
        await page.goto(site.url + inLang(lang, "/"));
        await ready(page);
        await page.locator(".menu-button").click();
        await page.getByRole("dialog").waitFor();
        await expectNoSeriousViolations(page, `${inLang(lang, "/")} with the phone menu open`);
        expect(problems).toEqual([]);
        await context.close();
      });
    });
  }
});

/** Where keyboard focus is: inside an open dialog or not, and the element's name. */
async function focus(page: Page): Promise<{ inDialog: boolean; name: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      inDialog: !!el?.closest('[role="dialog"]'),
      name: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim().replace(/\s+/g, " "),
    };
  });
}

/** Tabs (or Shift+Tabs) `times` and answers the names focused on the way; fails as
 * soon as focus leaves the dialog. */
async function tabThroughDialog(page: Page, key: "Tab" | "Shift+Tab", times: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const now = await focus(page);
    expect(now.inDialog, `${key} #${i + 1} moved focus out of the dialog (to "${now.name}")`).toBe(true);
    names.push(now.name);
  }
  return names;
}

/** The dialog's own tabbable elements, in order. */
async function tabbables(page: Page): Promise<string[]> {
  return page.getByRole("dialog").evaluate((dialog) =>
    [...dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, select, textarea, [tabindex]")]
      .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
      .map((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ")),
  );
}

describe("with a keyboard", () => {
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`keeps focus inside the open cart panel and gives it back on Escape (${size})`, async () => {
      const { context, page, problems } = await site.open({ viewport });
      await page.goto(site.url + "/product/led-pendel-nordlys");
      await ready(page);
      await page.getByRole("button", { name: "Læg i kurv" }).click();
      await page.getByTestId("cart-count").waitFor();

      const opener = page.locator(".cart-button");
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: /Indkøbskurv/ });
      await dialog.waitFor();
      await expect.poll(async () => (await focus(page)).name).toBe("Luk kurven");
      const inOrder = await tabbables(page);
      expect(inOrder.length).toBeGreaterThan(3);

      // Forwards: through every element, then round to the first again.
      const forwards = await tabThroughDialog(page, "Tab", inOrder.length + 2);
      expect(forwards.slice(0, inOrder.length - 1)).toEqual(inOrder.slice(1));
      expect(forwards[inOrder.length - 1]).toBe(inOrder[0]);
      // Backwards likewise.
      const backwards = await tabThroughDialog(page, "Shift+Tab", inOrder.length + 2);
      expect(backwards).toContain(inOrder[inOrder.length - 1]);

      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("cart-button"))).toBe(true);
      expect(await page.evaluate(() => document.body.classList.contains("no-scroll"))).toBe(false);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("keeps focus inside the open phone menu and gives it back on Escape", async () => {
    const { context, page, problems } = await site.open({ viewport: PHONE });
    await page.goto(site.url + "/");
    await ready(page);
    const opener = page.getByRole("button", { name: "Åbn menu" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Mobilmenu" });
    await dialog.waitFor();
    await expect.poll(async () => (await focus(page)).name).toBe("Luk menu");
    // The page behind is out of reach for assistive technology and the mouse.
    expect(await page.evaluate(() => document.body.classList.contains("no-scroll"))).toBe(true);
    expect(await page.locator("#root").getAttribute("inert")).toBe("");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(0);

    const inOrder = await tabbables(page);
    const forwards = await tabThroughDialog(page, "Tab", inOrder.length + 2);
    expect(forwards[inOrder.length - 1]).toBe(inOrder[0]);
    const backwards = await tabThroughDialog(page, "Shift+Tab", inOrder.length + 2);
    expect(backwards).toContain(inOrder[inOrder.length - 1]);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(async () => (await focus(page)).name).toBe("Åbn menu");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("moves through the account menu with the arrow keys, and Enter opens an item", async () => {
    const context = await signedInContext(CUSTOMER);
    const { page, problems } = await openPage(context);
    await page.goto(site.url + "/om-os");
    await ready(page);
    const button = page.getByRole("button", { name: "Min konto", exact: true });
    await page.locator(".account-button[data-state]").waitFor();
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "Min konto", exact: true });
    await menu.waitFor();
    const focused = () => expect.poll(async () => (await focus(page)).name);
    await focused().toBe("Profil");
    await page.keyboard.press("ArrowDown");
    await focused().toBe("Log ud");
    await page.keyboard.press("ArrowUp");
    await focused().toBe("Profil");
    await page.keyboard.press("End");
    await focused().toBe("Log ud");
    await page.keyboard.press("Home");
    await focused().toBe("Profil");
    // Escape closes the menu; focus is back on its button.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await focused().toBe("Min konto");
    // Enter on an item activates it.
    await page.keyboard.press("ArrowDown");
    await focused().toBe("Profil");
    await page.keyboard.press("Enter");
    await page.waitForURL(site.url + "/profile");
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`moves through the language menu with the arrow keys, and Enter switches (${size})`, async () => {
      const { context, page, problems } = await site.open({ viewport });
      await page.goto(site.url + "/kontakt");
      await ready(page);
      await page.locator(".lang-switcher-button").focus();
      await page.keyboard.press("ArrowDown");
      const menu = page.getByRole("menu");
      await menu.waitFor();
      const focused = () => expect.poll(async () => (await focus(page)).name);
      await focused().toBe("DADansk");
      await page.keyboard.press("ArrowDown");
      await focused().toBe("ENEnglish");
      await page.keyboard.press("ArrowDown");
      await focused().toBe("DEDeutsch");
      await page.keyboard.press("ArrowUp");
      await focused().toBe("ENEnglish");
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("lang-switcher-button"))).toBe(true);
      // Typing a letter jumps to the language; Enter switches to it on the same page.
      await page.keyboard.press("Enter");
      await menu.waitFor();
      await page.keyboard.press("f");
      await focused().toBe("FRFrançais");
      await page.keyboard.press("ArrowUp");
      await focused().toBe("DEDeutsch");
      await page.keyboard.press("ArrowUp");
      await focused().toBe("ENEnglish");
      await page.keyboard.press("Enter");
      await page.waitForURL(site.url + "/en/kontakt");
      expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("moves the smart-light carousel with the arrow keys", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP, reducedMotion: "reduce" });
    // The 600 ms click lock runs on the page's clock, which the test moves.
    await stopClock(page);
    await page.goto(site.url + "/#smart-lys");
    await ready(page);
    await islandLive(page, "smart-light");
    const carousel = page.locator("#smart-lys");
    const announced = () => carousel.locator('[role="group"][aria-roledescription]:not([aria-hidden="true"])').getAttribute("aria-label");
    await carousel.getByRole("button", { name: "Gå til billede 1" }).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await announced()).toMatch(/^3 /);
    await page.clock.runFor(650); // past the click lock
    await page.keyboard.press("ArrowRight");
    expect(await announced()).toMatch(/^1 /);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("F8 focuses the notifications region", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    // The toast closes after 5 s of the page's clock, which stands still here: however
    // slow the machine, it is there for F8 and Tab.
    await stopClock(page);
    await page.goto(site.url + "/kontakt");
    await ready(page);
    const form = page.getByRole("form", { name: "Send en besked" });
    await form.getByLabel("Navn").fill("Mette");
    await form.getByLabel("Email").fill("mette@example.dk");
    await form.getByLabel("Besked").fill("Ring mig op, tak");
    await form.getByRole("button", { name: "Send besked" }).click();
    await expectToast(page, "Tak for din besked!");
    await page.keyboard.press("F8");
    const active = await page.evaluate(() => ({ role: document.activeElement?.getAttribute("role"), name: document.activeElement?.getAttribute("aria-label") }));
    expect(active).toEqual({ role: "region", name: "Notification" });
    // From the region, Tab reaches the toast's close button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label"))).toBe("Notification");
    expect(problems).toEqual([]);
    await context.close();
  });
});
