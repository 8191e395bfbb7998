// The withdrawal function in Chromium against the real binary: a customer follows the
// receipt mail's link to the order page, presses "Fortryd købet her", keeps one of two
// lines and confirms; the acknowledgement is on the page and in the mailbox. An English
// customer without an account or the mail starts from the footer, on a phone, with the
// keyboard only; a browser without JavaScript does the same with plain forms. The back
// office receives the goods and refunds them. axe-core on both steps; screenshots in
// e2e-artifacts (Danish and English, phone and desktop).
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, checkoutFor, expectToast, fillCustomer, hydrated, orderShown, useSite } from "./harness";
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
    // Every line, all of it, by default; keep the bulb.
    expect(await page.getByLabel(/Stikkontakt 1-modul med jord/).inputValue()).toBe("2");
    await page.getByLabel(/Smart LED-pære/).fill("0");
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
    await page.getByRole("button", { name: "Bekræft fortrydelse" }).click();
    await page.waitForURL(/\/fortryd\?done=/);
    expect(await page.getByRole("main").innerText()).toContain("Vi har modtaget din fortrydelse");
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
    const refund = admin.locator(`[data-return='${reference}']`).getByRole("button", { name: /^Refunder / });
    const label = await refund.innerText();
    await refund.click();
    await expectToast(admin, "Gemt.");
    await admin.locator(`[data-return='${reference}'] [data-field=refunded]`).waitFor();
    expect(await admin.locator(`[data-return='${reference}'] [data-field=refunded]`).innerText()).toContain(label.replace(/^Refunder /, "").trim());
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
