// The withdrawal function in Chromium against the real binary: a customer follows the
// receipt mail's link to the order page, presses "Fortryd købet her", keeps one of two
// lines and confirms; the acknowledgement is on the page and in the mailbox. An English
// customer without an account or the mail starts from the footer, on a phone, with the
// keyboard only; a browser without JavaScript does the same with plain forms. The back
// office receives the goods and refunds them. A line is left out with its checkbox, by
// keyboard, and a guest's order page points to the mail's link (issue 63). axe-core on
// both steps; screenshots in e2e-artifacts (Danish and English, phone and desktop).
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, checkoutFor, cli, expectToast, fillCustomer, hydrated, orderShown, signIn, useSite } from "./harness";
import { linkTo, waitForMail } from "./mailbox";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const ADMIN = { email: "admin@example.dk", password: "admin-kode-1" };
const site = useSite({ admin: ADMIN });

const SOCKET = "gid://nordlys/ProductVariant/stikkontakt-1-modul-1";
const BULB = "gid://nordlys/ProductVariant/smart-led-paere-e27-1";
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Places an order through the checkout's form: its number (from the order page's address). */
async function placeOrder(page: Page, lang: "da" | "en", email: string): Promise<string> {
  await page.goto(site.url + (await checkoutFor(site.url, lang, [{ merchandiseId: SOCKET, quantity: 2 }, { merchandiseId: BULB, quantity: 1 }])));
  await hydrated(page);
  await fillCustomer(page, "Mette Hansen", email);
  await page.locator("input[name=paymentMethod][value=bank_transfer]").check();
  await page.locator("#checkout-terms").check();
  await page.locator(".checkout-form button[type=submit]").click();
  await page.waitForURL(/\/ordre\/NE-\d+\?key=/);
  await orderShown(page);
  return /\/ordre\/(NE-\d+)/.exec(page.url())![1];
}

/** Presses Tab until `selector` has the focus (at most `limit` times): reachable by keyboard. */
async function tabTo(page: Page, selector: string, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${selector} was not reached with Tab`);
}

describe("withdrawal", () => {
  it("from the receipt mail's link to the acknowledgement in the mailbox (Danish, desktop and phone)", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    const number = await placeOrder(page, "da", "mette@example.dk");
    const receipt = await waitForMail(site.server, (m) => m.to.includes("mette@example.dk") && m.subject.includes(number), "the order's receipt");
    await page.goto(site.url + linkTo(receipt, `/ordre/${number}`));
    await orderShown(page);
    const section = page.locator(".order-withdrawal");
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENS, "withdrawal-order-page-da.png") });
    await section.getByRole("button", { name: "Fortryd købet her" }).click();
    await page.waitForURL(/\/fortryd\?order=NE-\d+&key=/);
    await page.locator(".withdrawal-page[data-step=statement]").waitFor();
    await hydrated(page);
    // Every line, all of it, by default; keep the bulb (its number set to 0, its box
    // still ticked).
    expect(await page.getByRole("spinbutton", { name: /Stikkontakt 1-modul med jord/ }).inputValue()).toBe("2");
    expect(await page.getByRole("checkbox", { name: /Stikkontakt 1-modul med jord/ }).isChecked()).toBe(true);
    await page.getByRole("spinbutton", { name: /Smart LED-pære/ }).fill("0");
    await page.getByLabel("Begrundelse (valgfrit)").fill("Farven passede ikke");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, "withdrawal-statement-da.png"), fullPage: true });
    await page.getByRole("button", { name: "Bekræft fortrydelse" }).click();
    await page.waitForURL(/\/fortryd\?done=/);
    await page.locator(".withdrawal-page[data-step=done]").waitFor();
    const main = await page.getByRole("main").innerText();
    expect(main).toContain("Vi har modtaget din fortrydelse");
    expect(main).toContain("2 × Stikkontakt 1-modul med jord");
    expect(main).not.toContain("Smart LED-pære");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, "withdrawal-done-da.png"), fullPage: true });
    const received = /modtaget (.+ kl\. \d\d:\d\d)/.exec(main)![1];

    // The acknowledgement in the mailbox: the statement and its time.
    const mail = await waitForMail(site.server, (m) => m.to.includes("mette@example.dk") && m.subject.startsWith("Kvittering for din fortrydelse"), "the acknowledgement");
    expect(mail.subject).toContain(number);
    for (const part of [received, "Farven passede ikke", "2 × Stikkontakt 1-modul med jord", "returfragten"]) expect(mail.text).toContain(part);

    // The order page says so; the rest can still be withdrawn, on a phone too.
    await page.setViewportSize(PHONE);
    await page.goto(site.url + linkTo(receipt, `/ordre/${number}`));
    await orderShown(page);
    const withdrawn = page.locator(".order-withdrawn");
    await withdrawn.scrollIntoViewIfNeeded();
    expect(await withdrawn.innerText()).toContain("Du har fortrudt købet den");
    await page.screenshot({ path: path.join(SCREENS, "withdrawal-order-page-da-phone.png") });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("from the footer, without an account or the mail, with the keyboard only (English, phone)", async () => {
    const setup = await site.open({ viewport: DESKTOP });
    const number = await placeOrder(setup.page, "en", "anne@example.com");
    await setup.context.close();

    const { context, page, problems } = await site.open({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(site.url + "/en");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Withdraw from a purchase" }).click();
    await page.waitForURL(site.url + "/en/fortryd");
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, "withdrawal-find-en-phone.png"), fullPage: true });
    // A wrong e-mail: the same words as an order that does not exist.
    await tabTo(page, "input[name=order]");
    await page.keyboard.type(number);
    await page.keyboard.press("Tab");
    await page.keyboard.type("someone@example.com");
    await page.keyboard.press("Enter");
    await page.locator(".withdrawal-notice").waitFor();
    expect(await page.locator(".withdrawal-notice").innerText()).toContain("We could not find an order");
    await page.locator("input[name=email]").fill("");
    await tabTo(page, "input[name=email]");
    await page.keyboard.type("anne@example.com");
    await page.keyboard.press("Enter");
    await page.locator(".withdrawal-page[data-step=statement]").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, "withdrawal-statement-en-phone.png"), fullPage: true });
    await tabTo(page, ".withdrawal-form button[type=submit]");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Confirm withdrawal");
    await page.keyboard.press("Enter");
    await page.locator(".withdrawal-page[data-step=done]").waitFor();
    expect(await page.getByRole("main").innerText()).toContain("at ");
    await page.screenshot({ path: path.join(SCREENS, "withdrawal-done-en-phone.png"), fullPage: true });
    const mail = await waitForMail(site.server, (m) => m.to.includes("anne@example.com") && m.subject.includes(number) && !m.subject.includes("Order"), "the English acknowledgement");
    expect(mail.text).toContain("Withdraw");
    // The wrong e-mail's answer was a 422, as the browser logs it; nothing else.
    expect(problems.filter((p) => !p.includes("status of 422"))).toEqual([]);
    await context.close();
  });

  // Issue 63: a line is left out with its checkbox, by keyboard alone; its number box
  // has a visible label. The guest's order page points to the mail's link, not to an
  // account the guest does not have.
  const WORDS = {
    da: { quantity: "Antal", account: "Min konto", mailLink: "linket i den åbner ordren igen", withdraw: "Fortryd købet her", confirm: "Bekræft fortrydelse", done: "Vi har modtaget din fortrydelse" },
    en: { quantity: "Quantity", account: "My account", mailLink: "its link opens the order again", withdraw: "Withdraw from contract here", confirm: "Confirm withdrawal", done: "We have received your withdrawal" },
  } as const;
  for (const [lang, viewport, screen] of [
    ["da", DESKTOP, "desktop"],
    ["da", PHONE, "phone"],
    ["en", DESKTOP, "desktop"],
    ["en", PHONE, "phone"],
  ] as const) {
    it(`leaves a line out with the keyboard only; the guest's order page (${lang}, ${screen})`, async () => {
      const words = WORDS[lang];
      const phone = viewport === PHONE;
      const { context, page, problems } = await site.open({ viewport, isMobile: phone, hasTouch: phone });
      const number = await placeOrder(page, lang, `keyboard-${lang}-${screen}@example.dk`);
      const lead = await page.locator(".order-lead").innerText();
      expect(lead).toContain(words.mailLink);
      expect(lead).not.toContain(words.account);
      await page.screenshot({ path: path.join(SCREENS, `withdrawal-guest-order-${lang}-${screen}.png`) });

      await page.locator(".order-withdrawal").getByRole("button", { name: words.withdraw }).click();
      await page.waitForURL(/\/fortryd\?order=NE-\d+&key=/);
      await page.locator(".withdrawal-page[data-step=statement]").waitFor();
      await hydrated(page);
      const titles = await page.locator(".withdrawal-line-title").allInnerTexts();
      expect(titles).toHaveLength(2);
      // Each number box has its visible label.
      for (const label of await page.locator(".withdrawal-quantity label").all()) {
        expect(await label.isVisible()).toBe(true);
        expect((await label.innerText()).startsWith(words.quantity)).toBe(true);
      }
      expect(await page.getByRole("spinbutton", { name: new RegExp(`^${words.quantity}`) }).count()).toBe(2);
      expect(await page.locator("input[type=checkbox][name^=line-]:checked").count()).toBe(2);
      await page.screenshot({ path: path.join(SCREENS, `withdrawal-choose-${lang}-${screen}.png`), fullPage: true });

      // The first line left out: Tab to its checkbox, Space.
      await tabTo(page, "input[name=line-0]", 80);
      await page.keyboard.press("Space");
      expect(await page.locator("input[name=line-0]").isChecked()).toBe(false);
      expect(await page.locator("input[name=qty-0]").isDisabled()).toBe(true);
      expect(await page.locator("input[name=line-1]").isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator(".withdrawal-choose").screenshot({ path: path.join(SCREENS, `withdrawal-choose-left-out-${lang}-${screen}.png`) });
      await tabTo(page, ".withdrawal-form button[type=submit]");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(words.confirm);
      await page.keyboard.press("Enter");
      await page.locator(".withdrawal-page[data-step=done]").waitFor();
      const done = await page.locator(".withdrawal-done .withdrawal-lines").innerText();
      expect(done).toContain(`1 × ${titles[1]}`);
      expect(done).not.toContain(titles[0]);
      expect(await page.getByRole("main").innerText()).toContain(words.done);
      expect(await page.getByRole("main").innerText()).toContain(number);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("a signed-in customer's order page still points to My account", async () => {
    cli(site.server, "user", "create", "--email", "konto@example.dk", "--password", "hemmelig123", "--first-name", "Karen");
    const { context, page } = await site.open({ viewport: DESKTOP });
    await signIn(page, site.server, "konto@example.dk", "hemmelig123");
    await page.goto(site.url + (await checkoutFor(site.url, "da", [{ merchandiseId: BULB, quantity: 1 }])));
    await hydrated(page);
    await fillCustomer(page, "Karen Holm", "konto@example.dk");
    await page.locator("input[name=paymentMethod][value=bank_transfer]").check();
    await page.locator("#checkout-terms").check();
    await page.locator(".checkout-form button[type=submit]").click();
    await orderShown(page);
    expect(await page.locator(".order-lead").innerText()).toContain("Min konto");
    await context.close();
  });

  it("works without JavaScript: plain forms from the footer's page to the acknowledgement", async () => {
    const setup = await site.open({ viewport: DESKTOP });
    const number = await placeOrder(setup.page, "da", "lise@example.dk");
    await setup.context.close();
    const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + "/fortryd");
    await page.getByLabel("Ordrenummer").fill(number);
    await page.getByLabel("E-mail, du bestilte med").fill("lise@example.dk");
    await page.getByRole("button", { name: "Fortryd købet her" }).click();
    await page.locator(".withdrawal-page[data-step=statement]").waitFor();
    // Both boxes unticked: nothing chosen, the form again with both still unticked.
    const socket = page.getByRole("checkbox", { name: /Stikkontakt 1-modul med jord/ });
    const bulb = page.getByRole("checkbox", { name: /Smart LED-pære/ });
    await socket.uncheck();
    await bulb.uncheck();
    await page.getByRole("button", { name: "Bekræft fortrydelse" }).click();
    await page.locator(".withdrawal-notice").waitFor();
    expect(await page.locator(".withdrawal-notice").innerText()).toContain("Vælg mindst én vare");
    expect([await socket.isChecked(), await bulb.isChecked()]).toEqual([false, false]);
    // The socket ticked again (its number kept): the bulb is left out, though its number is sent.
    expect(await page.getByRole("spinbutton", { name: /Smart LED-pære/ }).inputValue()).toBe("1");
    await socket.check();
    await page.getByRole("button", { name: "Bekræft fortrydelse" }).click();
    await page.waitForURL(/\/fortryd\?done=/);
    const main = await page.getByRole("main").innerText();
    expect(main).toContain("Vi har modtaget din fortrydelse");
    expect(main).toContain("2 × Stikkontakt 1-modul med jord");
    expect(main).not.toContain("Smart LED-pære");
    await context.close();
  });

  it("the back office receives the goods and refunds them", async () => {
    const office = await site.admin.context({ viewport: DESKTOP });
    const admin = await office.newPage();
    await admin.goto(site.url + "/admin/returns?state=new");
    await hydrated(admin);
    const card = admin.locator(".return-card").first();
    await card.waitFor();
    expect(await admin.locator(".return-card").count()).toBeGreaterThanOrEqual(3);
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.screenshot({ path: path.join(SCREENS, "withdrawal-backoffice-da.png") });
    const reference = await card.getAttribute("data-return");
    await card.getByLabel("Varernes stand").fill("Uåbnet");
    await card.getByRole("button", { name: "Varer modtaget" }).click();
    await expectToast(admin, "Gemt.");
    await card.locator("[data-state=received]").or(admin.locator(`[data-return='${reference}'][data-state=received]`)).first().waitFor();
    // Its bank transfer was never paid: the page says so, and the button credits the
    // invoice rather than claiming a transfer.
    const returned = admin.locator(`[data-return='${reference}']`);
    expect(await returned.locator("[data-field=how]").innerText()).toContain("Ikke betalt endnu");
    expect(await returned.getByRole("button", { name: /^Refunder / }).count()).toBe(0);
    const refund = returned.getByRole("button", { name: /^Krediter / });
    const label = await refund.innerText();
    await admin.screenshot({ path: path.join(SCREENS, "withdrawal-backoffice-credit-da.png") });
    await refund.click();
    await expectToast(admin, "Gemt.");
    await returned.locator("[data-field=refunded]").waitFor();
    const done = await returned.locator("[data-field=refunded]").innerText();
    expect(done).toContain(label.replace(/^Krediter /, "").trim());
    expect(done).toContain("som kreditnota");
    expect(await returned.locator(".status").innerText()).toBe("Krediteret");
    await admin.setViewportSize(PHONE);
    await admin.locator(`[data-return='${reference}']`).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(SCREENS, "withdrawal-backoffice-da-phone.png") });

    // An order sent, then marked delivered today: its period's end is told.
    await admin.setViewportSize(DESKTOP);
    await admin.goto(site.url + "/admin/orders?q=NE-10001");
    await hydrated(admin);
    // Paid by bank transfer first (the status buttons are another test's).
    const paid = await admin.evaluate(async () =>
      (await fetch("/api/admin/orders/NE-10001/status", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ status: "paid" }) })).status);
    expect(paid).toBe(200);
    await admin.reload();
    await hydrated(admin);
    const order = admin.locator(".backoffice-card").first();
    await order.getByRole("button", { name: "Marker som sendt" }).click();
    await expectToast(admin, "Ordre NE-10001 er markeret som sendt");
    await order.getByRole("button", { name: "Marker som leveret" }).click();
    await expectToast(admin, "Fortrydelsesfristen udløber");
    await order.locator(".backoffice-delivered").waitFor();
    await office.close();
  });
});
