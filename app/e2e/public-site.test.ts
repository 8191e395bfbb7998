// The public site as a visitor sees it: the home sections in order, the forms, the
// calculator, the carousel, the coming-soon gate and the phone menu.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, stopClock, islandLive, useSite } from "./harness";

const site = useSite({ env: { COMING_SOON_PASSWORD: "lys2027" } });

const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notification" }).getByText(text).waitFor();

describe("the home page", () => {
  it("has its sections in the specification's order", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/");
    await hydrated(page);
    const order = [
      ".announcement", ".hero", ".overview", ".team", ".service-columns", ".values", "#smart-lys", ".categories",
      "#priser", "#products", ".booking", "#kontakt", ".newsletter", ".site-footer",
    ];
    const tops = await page.evaluate(
      (selectors) => selectors.map((s) => document.querySelector(s)?.getBoundingClientRect().top ?? null),
      order,
    );
    for (let i = 0; i < order.length; i++) expect(tops[i], `${order[i]} is on the page`).not.toBeNull();
    for (let i = 1; i < order.length; i++) expect(tops[i]!, `${order[i]} comes after ${order[i - 1]}`).toBeGreaterThan(tops[i - 1]!);
    const links = await page.locator(".categories a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual(["/collections/indendors-lys", "/collections/udendors-lys", "/collections/smart-home", "/collections/tilbehor"]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the quote form's field errors, then sends it and resets", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/#kontakt");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Få et gratis tilbud" });
    await form.getByLabel("Navn").fill("B");
    await form.getByLabel("Email").fill("bo@");
    await form.getByLabel("Telefon").fill("1234");
    await form.getByLabel("Hvad skal vi hjælpe med?").fill("Hej");
    await form.getByRole("button", { name: "Send forespørgsel" }).click();
    const text = await form.innerText();
    for (const message of ["Navn skal være mindst 2 tegn", "Ugyldig email adresse", "Telefonnummer skal være mindst 8 cifre", "Besked skal være mindst 10 tegn"])
      expect(text).toContain(message);
    await form.getByLabel("Navn").fill("Bo Jensen");
    await form.getByLabel("Email").fill("bo@example.dk");
    await form.getByLabel("Telefon").fill("12 34 56 78");
    await form.getByLabel("Hvad skal vi hjælpe med?").fill("Vi vil gerne have nye spots i køkkenet.");
    await form.getByRole("button", { name: "Send forespørgsel" }).click();
    await toast(page, "Tak! Vi kontakter dig inden for 24 timer.");
    expect(await form.getByLabel("Navn").inputValue()).toBe("");
    expect(await form.innerText()).not.toContain("Navn skal være mindst 2 tegn");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("signs up for the newsletter and clears the field", async () => {
    const { context, page } = await site.open({ viewport: PHONE });
    await page.goto(site.url + "/");
    await hydrated(page);
    await islandLive(page, "newsletter");
    const input = page.getByLabel("Din email");
    // textContent: sections below the fold are laid out lazily (content-visibility).
    expect(await page.locator(".newsletter").textContent()).toContain("10 %");
    await input.fill("mette@example.dk");
    await page.getByRole("button", { name: "Tilmeld" }).click();
    await toast(page, "Tjek din indbakke");
    expect(await input.inputValue()).toBe("");
    await context.close();
  });
});

describe("/kontakt", () => {
  it("needs name, email and message, and thanks the visitor", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/kontakt");
    await hydrated(page);
    await page.getByRole("button", { name: "Send besked" }).click();
    const form = page.getByRole("form", { name: "Send en besked" });
    expect(await form.innerText()).toContain("Navn er påkrævet");
    expect(await page.locator("main").innerText()).toContain("Mandag-fredag: 8:00-16:00");
    await form.getByLabel("Navn").fill("Mette");
    await form.getByLabel("Email").fill("mette@example.dk");
    await form.getByLabel("Besked").fill("Ring mig op, tak");
    await form.getByRole("button", { name: "Send besked" }).click();
    await toast(page, "Tak for din besked!");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the pricing calculator", () => {
  it("shows the default prices without JavaScript and reacts to every control", async () => {
    const noJs = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(site.url + "/");
    const prices = async (page: Page) =>
      Promise.all(["standard", "premium", "exclusive"].map(async (p) => ((await page.getByTestId(`price-${p}`).textContent()) ?? "").trim()));
    expect((await prices(plain)).map((p) => p.replace(/\s/g, " "))).toEqual(["650 kr.", "850 kr.", "1.050 kr."]);
    await noJs.close();

    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/#priser");
    await hydrated(page);
    await islandLive(page, "pricing");
    const calc = page.locator("#priser");
    const digits = async () => (await prices(page)).map((p) => Number(p.replace(/\D/g, "")));
    expect(await digits()).toEqual([650, 850, 1050]);
    await calc.getByRole("radio", { name: /Erhverv/ }).check();
    expect(await digits()).toEqual([510, 670, 850]);
    await calc.getByRole("radio", { name: /Nattevagt/ }).check();
    expect(await digits()).toEqual([893, 1173, 1488]);
    await calc.getByRole("switch", { name: "Spar 10 % med abonnement" }).check();
    expect(await digits()).toEqual([803, 1055, 1339]);
    await calc.getByRole("radio", { name: /Privat/ }).check();
    await calc.getByRole("radio", { name: /Akut/ }).check();
    expect(await digits()).toEqual([878, 1148, 1418]);
    await calc.getByRole("radio", { name: /Overarbejde/ }).check();
    expect(await digits()).toEqual([731, 956, 1181]);
    const text = (await calc.textContent()) ?? "";
    expect(text).toContain("Mest Valgt");
    expect(text).toContain("VIP Service");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the smart-light carousel", () => {
  it("moves with the buttons and dots, wraps at both ends and ignores rapid repeat clicks", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP, reducedMotion: "reduce" });
    // The page's time stands still unless the test moves it: the 600 ms lock and the
    // 5 s of auto-advance are counted on it, not on how fast this machine clicks.
    await stopClock(page);
    await page.goto(site.url + "/#smart-lys");
    await hydrated(page);
    await islandLive(page, "smart-light");
    const carousel = page.locator("#smart-lys");
    const active = () => carousel.locator('[role="group"][aria-roledescription]:not([aria-hidden="true"])').getAttribute("aria-label");
    expect(await active()).toMatch(/^1 /);
    await carousel.getByRole("button", { name: /Forrige|forrige/ }).click();
    expect(await active()).toMatch(/^3 /);
    // Within the lock a click is ignored; once it is over, it counts.
    await page.clock.runFor(500);
    await carousel.getByRole("button", { name: /Næste|næste/ }).click();
    expect(await active()).toMatch(/^3 /);
    await page.clock.runFor(650);
    // A double click is two clicks at once: the second falls within the lock.
    await carousel.getByRole("button", { name: /Næste|næste/ }).dblclick();
    expect(await active()).toMatch(/^1 /);
    await page.clock.runFor(650);
    await carousel.getByRole("button", { name: /Gå til billede 2/ }).click();
    expect(await active()).toMatch(/^2 /);
    // Reduced motion: no auto-advance, however long it stays.
    await page.clock.runFor(15_000);
    expect(await active()).toMatch(/^2 /);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the coming-soon page", () => {
  it("counts down from 45 days and checks the password on the server", async () => {
    const { context, page } = await site.open({ viewport: PHONE });
    await page.goto(site.url + "/coming-soon");
    await hydrated(page);
    expect(await page.locator("main").innerText()).toMatch(/45/);
    const password = page.getByLabel("Adgangskode", { exact: true });
    await password.fill("forkert");
    await password.press("Enter");
    await toast(page, "Forkert adgangskode");
    await page.getByRole("region", { name: "Notification" }).getByText("Prøv venligst igen").waitFor();
    expect(await password.inputValue()).toBe("");
    await password.fill("lys2027");
    await password.press("Enter");
    await toast(page, "Adgangskode godkendt");
    await page.waitForURL(site.url + "/");
    await context.close();
  });
});

describe("toasts", () => {
  it("take F8 focus, close after 5 s unless hovered, and go with a swipe right", async () => {
    const { context, page } = await site.open({ viewport: DESKTOP });
    // The toasts' 5 s pass on the page's stopped clock, when the test says so: a busy
    // machine can neither close a toast before the test looks nor keep it open.
    await stopClock(page);
    await page.goto(site.url + "/");
    await hydrated(page);
    await islandLive(page, "newsletter");
    const region = page.getByRole("region", { name: "Notification" });
    const input = page.getByLabel("Din email");
    const signUp = async (email: string) => {
      await input.fill(email);
      await page.getByRole("button", { name: "Tilmeld" }).click();
      // Answered: the field is cleared (the toast's text alone could be the last one's).
      await expect.poll(() => input.inputValue(), { timeout: 15_000 }).toBe("");
      await region.getByText("Tjek din indbakke").waitFor();
    };

    // (The newsletter takes 5 sign-ups from one address in 10 minutes: 3 here.)
    await signUp("a@example.dk");
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Notification");
    // Focused: it stays past 5 s.
    await page.clock.runFor(6000);
    expect(await region.locator(".toast").count()).toBe(1);
    // Focus elsewhere and the pointer away: it closes 5 s later, and not before.
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.mouse.move(5, 300);
    await page.clock.runFor(4900);
    expect(await region.locator(".toast").count()).toBe(1);
    await page.clock.runFor(200);
    await region.locator(".toast").waitFor({ state: "detached", timeout: 15_000 });

    // Hovered: it stays past 5 s too.
    await signUp("b@example.dk");
    const hovered = (await region.locator(".toast").boundingBox())!;
    await page.mouse.move(hovered.x + hovered.width / 2, hovered.y + hovered.height / 2);
    await page.clock.runFor(6000);
    expect(await region.locator(".toast").count()).toBe(1);

    // A new toast replaces the old one; a swipe right past 50 px dismisses it.
    await signUp("c@example.dk");
    expect(await region.locator(".toast").count()).toBe(1);
    const box = (await region.locator(".toast").boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    expect(await region.locator(".toast").count()).toBe(0);
    await context.close();
  });
});
