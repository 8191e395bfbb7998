// Paying online with the demo provider (SEED_DEMO), in Chromium against the real
// binary: the checkout offers the test payment first; placing the order leads to the
// demo's own page ("Godkend" / "Afvis"); approved, the order page says the payment is
// approved, the cart is empty and one receipt arrives; declined, the order waits and
// can be paid again or by bank transfer instead, the same order throughout; the same
// without JavaScript and in English on a phone; and the back office marks an approved
// order as sent, which draws the money and tells the customer. Screenshots of the
// checkout's choice, the demo page and the order page go to e2e-artifacts.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, checkoutFor, expectToast, fillCustomer, hydrated, openPage, orderShown, useSite } from "./harness";
import { readOutbox, waitForMail } from "./mailbox";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const ADMIN = { email: "admin@example.dk", password: "admin-kode-1" };
const site = useSite({ env: { SEED_DEMO: "true" }, admin: ADMIN });

/** 89 kr; with a parcel (49 kr) the order is 138 kr. */
const SOCKET = "gid://nordlys/ProductVariant/stikkontakt-1-modul-1";
const ONE = [{ merchandiseId: SOCKET, quantity: 1 }];

/**
 * A new context's page that records console problems (openPage) and the answers of
 * 400 and above it got, by path. Not /favicon.ico: Chromium asks for it on the demo
 * page, which names no icon; the console's "Failed to load resource" lines are the
 * answers listed here.
 */
async function openWatched(options: Parameters<typeof site.open>[0]) {
  const opened = await site.open(options);
  const failed: string[] = [];
  opened.page.on("response", (r) => {
    const to = new URL(r.url());
    if (r.status() >= 400 && to.pathname !== "/favicon.ico") failed.push(`${r.status()} ${r.request().method()} ${to.pathname}`);
  });
  const problems = () => opened.problems.filter((p) => !p.includes("Failed to load resource"));
  return { context: opened.context, page: opened.page, problems, failed };
}

/** Fills the checkout (a parcel, the payment choice left as it is) and places the
 * order: the demo provider's page is next, a document of its own. */
async function fillAndPay(page: Page, name: string, email: string) {
  await fillCustomer(page, name, email, { street: "Nørrebrogade 10, 2. th", postcode: "2200", city: "København N" });
  await page.locator("#checkout-terms").check();
  await page.locator(".checkout-form button[type=submit]").click();
  await page.waitForURL(/\/betaling\/demo\/demo_[0-9a-f]+$/);
  // The demo's page is at the site's root in every language (no /en in front).
  expect(new URL(page.url()).pathname).toMatch(/^\/betaling\/demo\//);
  await page.locator("[data-amount]").waitFor();
}

/** The order number the demo page names ("Ordre NE-10001"). */
async function demoOrderNumber(page: Page): Promise<string> {
  const m = /NE-\d+/.exec(await page.locator("main").innerText());
  if (!m) throw new Error(`the demo page names no order: ${await page.locator("main").innerText()}`);
  return m[0];
}

/** The order number of the order page's address. */
const numberIn = (url: string) => /\/ordre\/(NE-\d+)/.exec(url)?.[1];

/** The checkout's payment choices (the section with the radios). */
const paymentSection = (page: Page): Locator => page.locator(".checkout-section").filter({ has: page.locator("input[name=paymentMethod]") });

/** A screenshot of the viewport with `target` scrolled to its middle. */
async function shot(page: Page, target: Locator, name: string) {
  await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: path.join(SCREENS, name), fullPage: false });
}

/** The customer's mails about one order (the business gets its own). */
async function customerMails(to: string, number: string) {
  return (await readOutbox(site.server)).filter((m) => m.to.includes(to) && m.subject.includes(number));
}

describe("paying online with the demo provider", () => {
  it("a guest pays by test payment, approves it on the demo page and sees the approved order, with an empty cart and one receipt", async () => {
    const { context, page, problems, failed } = await openWatched({ viewport: DESKTOP });
    await page.goto(site.url + "/product/stikkontakt-1-modul");
    await hydrated(page);
    await page.getByRole("button", { name: "Læg i kurv", exact: true }).click();
    await page.locator('[data-testid=cart-count]:text-is("1")').waitFor();
    await page.locator(".cart-button").click();
    await page.getByRole("dialog", { name: /Indkøbskurv/ }).getByRole("button", { name: "Gå til kassen" }).click();
    await page.waitForURL(/\/kasse\?cart=/);
    await hydrated(page);

    // The test payment is the first choice, and the one chosen.
    const choices = paymentSection(page).locator("input[name=paymentMethod]");
    expect(await choices.first().getAttribute("value")).toBe("card");
    expect(await page.locator("input[name=paymentMethod][value=card]").isChecked()).toBe(true);
    const card = page.locator(".choice").filter({ has: page.locator("input[value=card]") });
    expect(await card.locator(".choice-label").innerText()).toBe("Testbetaling – ingen penge trækkes");
    expect(await page.getByRole("button", { name: "Bestil med betalingspligt" }).count()).toBe(1);
    expect(await page.getByTestId("order-total").innerText()).toBe("DKK 138,00");
    await shot(page, paymentSection(page), "payments-checkout-da-desktop.png");

    await fillAndPay(page, "Mette Hansen", "mette@example.dk");
    // The demo's page: plainly a test, the order and its amount, approve or decline.
    expect(await page.locator("html").getAttribute("lang")).toBe("da");
    const main = await page.locator("main").innerText();
    expect(main).toContain("Testbetaling – ingen penge trækkes");
    expect(await page.locator("[data-amount]").innerText()).toContain("138,00");
    const number = await demoOrderNumber(page);
    expect(await page.getByRole("button", { name: "Godkend" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Afvis" }).count()).toBe(1);
    // Nothing is sent before the payment is approved.
    expect(await customerMails("mette@example.dk", number)).toEqual([]);
    await shot(page, page.locator("main"), "payments-demo-da-desktop.png");

    await page.getByRole("button", { name: "Godkend" }).click();
    await orderShown(page);
    await hydrated(page);
    expect(numberIn(page.url())).toBe(number);
    expect(page.url()).toMatch(/\/ordre\/NE-\d+\?key=[0-9a-f]{48}$/);
    const payment = page.locator(".order-online-payment");
    expect(await payment.getAttribute("data-payment-state")).toBe("authorised");
    expect(await payment.innerText()).toContain("Betalingen er godkendt – beløbet trækkes, når varerne sendes");
    expect(await page.locator(".order-head .status").innerText()).toBe("Betaling godkendt");
    // No bank details for an order paid by card, and no button to pay again.
    expect(await page.locator("main").innerText()).not.toContain("Reg.nr.");
    expect(await page.getByRole("button", { name: "Prøv testbetalingen igen" }).count()).toBe(0);
    // Back from the provider's page, the cart is done, and stays so.
    await expect.poll(() => page.getByTestId("cart-count").count()).toBe(0);
    await shot(page, payment, "payments-order-approved-da-desktop.png");
    await page.reload();
    await hydrated(page);
    expect(await page.getByTestId("cart-count").count()).toBe(0);
    expect(await page.locator(".order-online-payment").getAttribute("data-payment-state")).toBe("authorised");

    const receipt = await waitForMail(site.server, (m) => m.to.includes("mette@example.dk") && m.subject.includes(number), "the receipt");
    expect(receipt.subject).toBe(`Ordrebekræftelse ${number}`);
    expect(receipt.text).toContain("Din betaling på DKK 138,00 med kort eller MobilePay er godkendt");
    expect(receipt.text).not.toContain("Reg.nr.");
    // The order page was asked for twice since: still the one receipt.
    expect((await customerMails("mette@example.dk", number)).length).toBe(1);
    expect(failed).toEqual([]);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("declined, the order waits: paying again leads to the same payment; bank transfer instead gives the bank details", async () => {
    const { context, page, problems, failed } = await openWatched({ viewport: PHONE });
    await page.goto(site.url + (await checkoutFor(site.url, "da", ONE)));
    await hydrated(page);
    await fillAndPay(page, "Jens Jensen", "jens@example.dk");
    const demoPage = page.url();
    const number = await demoOrderNumber(page);

    await page.getByRole("button", { name: "Afvis" }).click();
    await orderShown(page);
    await hydrated(page);
    expect(numberIn(page.url())).toBe(number);
    const payment = page.locator(".order-online-payment");
    expect(await payment.getAttribute("data-payment-state")).toBe("open");
    expect(await payment.innerText()).toContain("Din ordre er gemt, men betalingen er ikke gennemført");
    expect(await page.locator(".order-head .status").innerText()).toBe("Afventer betaling");
    const retry = page.getByRole("button", { name: "Prøv testbetalingen igen" });
    const bank = page.getByRole("button", { name: "Betal med bankoverførsel i stedet" });
    expect(await retry.isEnabled()).toBe(true);
    expect(await bank.isEnabled()).toBe(true);
    // A parcel: paying at pick-up is not offered.
    expect(await page.getByRole("button", { name: "Betal ved afhentning i stedet" }).count()).toBe(0);
    await shot(page, payment, "payments-order-declined-da-phone.png");
    // No receipt for an order not paid.
    expect(await customerMails("jens@example.dk", number)).toEqual([]);

    // Paying again: the same open payment's page, for the same order.
    await retry.click();
    await page.waitForURL(demoPage);
    expect(await demoOrderNumber(page)).toBe(number);
    await page.getByRole("button", { name: "Godkend" }).waitFor();

    // Back to the order (the browser's back button), and bank transfer instead.
    await page.goBack();
    await orderShown(page);
    await hydrated(page);
    expect(numberIn(page.url())).toBe(number);
    await bank.click();
    await page.getByText(/til Reg\.nr\. 1234/).waitFor();
    expect(numberIn(page.url())).toBe(number);
    const main = await page.locator("main").innerText();
    expect(main).toContain(`Betal DKK 138,00 til Reg.nr. 1234 · Kontonr. 0012345678 inden`);
    expect(main).toContain(`skriv ordrenummeret ${number}`);
    expect(await page.locator(".order-online-payment").count()).toBe(0);
    expect(await page.locator(".order-head .status").innerText()).toBe("Afventer betaling");

    const receipt = await waitForMail(site.server, (m) => m.to.includes("jens@example.dk") && m.subject.includes(number), "the receipt with the bank details");
    expect(receipt.subject).toBe(`Ordrebekræftelse ${number}`);
    expect(receipt.text).toContain("Reg.nr. 1234");
    expect(receipt.text).not.toContain("kort eller MobilePay er godkendt");

    // The demo page of the dropped payment cannot be paid any more.
    await page.goto(demoPage);
    expect(await page.locator("main").innerText()).toContain("Denne betaling er afsluttet.");
    expect(await page.getByRole("button", { name: "Godkend" }).count()).toBe(0);
    expect((await customerMails("jens@example.dk", number)).length).toBe(1);
    expect(failed).toEqual([]);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: the form's answer leads to the demo page and 'Godkend' back to the order", async () => {
    const { context, page, problems, failed } = await openWatched({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(site.url + (await checkoutFor(site.url, "da", ONE)));
    // The server's page has the test payment chosen.
    expect(await page.locator("input[name=paymentMethod][value=card]").isChecked()).toBe(true);
    await fillAndPay(page, "Anna Berg", "anna@example.dk");
    const number = await demoOrderNumber(page);
    await page.getByRole("button", { name: "Godkend" }).click();
    await page.waitForURL(/\/ordre\/NE-\d+\?key=[0-9a-f]{48}$/);
    expect(numberIn(page.url())).toBe(number);
    const payment = page.locator(".order-online-payment");
    expect(await payment.getAttribute("data-payment-state")).toBe("authorised");
    expect(await payment.innerText()).toContain("Betalingen er godkendt – beløbet trækkes, når varerne sendes");
    expect(await page.locator(".order-head .status").innerText()).toBe("Betaling godkendt");
    const receipt = await waitForMail(site.server, (m) => m.to.includes("anna@example.dk") && m.subject.includes(number), "the receipt");
    expect(receipt.text).toContain("Din betaling på DKK 138,00 med kort eller MobilePay er godkendt");
    expect(failed).toEqual([]);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("reads in English on a phone: the checkout's choice, the demo page, a declined payment paid again, the order page and the receipt", async () => {
    const { context, page, problems, failed } = await openWatched({ viewport: PHONE });
    const checkout = await checkoutFor(site.url, "en", ONE);
    expect(checkout).toMatch(/^\/en\/kasse\?cart=/);
    await page.goto(site.url + checkout);
    await hydrated(page);
    expect(await page.locator("input[name=paymentMethod][value=card]").isChecked()).toBe(true);
    const card = page.locator(".choice").filter({ has: page.locator("input[value=card]") });
    expect(await card.locator(".choice-label").innerText()).toBe("Test payment – no money is charged");
    expect(await card.locator(".choice-hint").innerText()).toContain("No money is charged");
    await shot(page, paymentSection(page), "payments-checkout-en-phone.png");

    await fillAndPay(page, "Emma Smith", "emma@example.com");
    const demoPage = page.url();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const main = await page.locator("main").innerText();
    expect(main).toContain("Test payment – no money is charged");
    expect(main).not.toContain("Testbetaling");
    expect(await page.locator("[data-amount]").innerText()).toContain("138.00");
    const number = await demoOrderNumber(page);
    expect(main).toContain(`Order ${number}`);
    await shot(page, page.locator("main"), "payments-demo-en-phone.png");
    // Nothing sticks out sideways on the demo page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    // Declined: the English order page offers to pay again, which leads to the same page.
    await page.getByRole("button", { name: "Decline" }).click();
    await orderShown(page);
    await hydrated(page);
    expect(page.url()).toMatch(new RegExp(`/en/ordre/${number}\\?key=[0-9a-f]{48}$`));
    expect(await page.locator(".order-online-payment").innerText()).toContain("Your order is saved, but the payment was not completed");
    expect(await page.getByRole("button", { name: "Pay by bank transfer instead" }).count()).toBe(1);
    await page.getByRole("button", { name: "Try the test payment again" }).click();
    await page.waitForURL(/\/betaling\/demo\//);
    expect(page.url()).toBe(demoPage);

    await page.getByRole("button", { name: "Approve" }).click();
    await orderShown(page);
    await hydrated(page);
    expect(page.url()).toMatch(new RegExp(`/en/ordre/${number}\\?key=[0-9a-f]{48}$`));
    const payment = page.locator(".order-online-payment");
    expect(await payment.getAttribute("data-payment-state")).toBe("authorised");
    expect(await payment.innerText()).toContain("Payment approved – the amount will be charged when your items are dispatched");
    expect(await page.locator(".order-head .status").innerText()).toBe("Payment approved");
    await expect.poll(() => page.getByTestId("cart-count").count()).toBe(0);
    await shot(page, payment, "payments-order-approved-en-phone.png");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    const receipt = await waitForMail(site.server, (m) => m.to.includes("emma@example.com") && m.subject.includes(number), "the English receipt");
    expect(receipt.subject).toBe(`Order confirmation ${number}`);
    expect(receipt.text).toContain("Your payment of DKK 138.00 by card or MobilePay has been approved");
    expect(failed).toEqual([]);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("the back office marks an approved order as sent: the money is drawn, the customer is told, a refund can follow", async () => {
    // An approved order, as a customer makes it.
    const customer = await openWatched({ viewport: DESKTOP });
    await customer.page.goto(site.url + (await checkoutFor(site.url, "da", ONE)));
    await hydrated(customer.page);
    await fillAndPay(customer.page, "Karen Holm", "karen@example.dk");
    const number = await demoOrderNumber(customer.page);
    await customer.page.getByRole("button", { name: "Godkend" }).click();
    await orderShown(customer.page);
    const orderPage = customer.page.url();
    expect(await customer.page.locator(".order-online-payment").getAttribute("data-payment-state")).toBe("authorised");
    await waitForMail(site.server, (m) => m.to.includes("karen@example.dk") && m.subject === `Ordrebekræftelse ${number}`, "the receipt");

    const context = await site.admin.context({ viewport: DESKTOP });
    const { page, problems } = await openPage(context);
    await page.goto(site.url + "/admin/orders");
    await hydrated(page);
    const order = page.locator(".backoffice-card").filter({ has: page.getByRole("heading", { name: `Ordre ${number}` }) });
    const panel = order.locator(".backoffice-payment");
    expect(await panel.getAttribute("data-payment-state")).toBe("authorised");
    expect(await panel.innerText()).toContain("Godkendt – trækkes ved afsendelse");
    expect(await order.locator(".status").innerText()).toBe("Betaling godkendt");
    // Not drawn yet: nothing to refund.
    expect(await panel.getByRole("button", { name: "Refundér" }).count()).toBe(0);

    // The payment filter lives in the URL: "to charge" has it, "charged" not yet.
    await page.locator("select[name=payment]").selectOption("to_capture");
    await page.waitForURL(/\/admin\/orders\?payment=to_capture$/);
    await order.waitFor();
    await page.locator("select[name=payment]").selectOption("captured");
    await page.waitForURL(/\/admin\/orders\?payment=captured$/);
    await expect.poll(() => order.count()).toBe(0);
    await page.locator("select[name=payment]").selectOption("to_capture");
    await page.waitForURL(/\/admin\/orders\?payment=to_capture$/);
    await order.waitFor();

    await panel.getByLabel("Trackingnummer (valgfrit)").fill("00370712345");
    await panel.getByLabel("Fragtfirma (valgfrit)").fill("PostNord");
    await panel.getByRole("button", { name: "Marker som sendt" }).click();
    await expectToast(page, `Ordre ${number} er markeret som sendt`);
    await expect.poll(() => panel.getAttribute("data-payment-state")).toBe("captured");
    const drawn = await panel.innerText();
    expect(drawn).toContain("Trukket");
    expect(drawn).toContain("trukket DKK 138,00");
    expect(drawn).toContain("PostNord 00370712345");
    expect(await panel.getByRole("button", { name: "Marker som sendt" }).count()).toBe(0);
    expect(await panel.getByRole("button", { name: "Refundér" }).count()).toBe(1);
    await shot(page, panel, "payments-admin-captured-da-desktop.png");

    const shipped = await waitForMail(site.server, (m) => m.to.includes("karen@example.dk") && m.subject === `Ordre ${number} er sendt`, "the shipped mail");
    expect(shipped.text).toContain("Beløbet er nu trukket på dit kort eller MobilePay");
    expect(shipped.text).toContain("00370712345");

    // A part refunded: the amount in kr and a reason.
    await panel.getByLabel("Beløb i kr. (tomt: alt, der er tilbage)").fill("49");
    await panel.getByLabel("Årsag").fill("Fragten refunderet");
    await panel.getByRole("button", { name: "Refundér" }).click();
    await expectToast(page, `Refunderet DKK 49,00 i alt for ordre ${number}`);
    await expect.poll(() => panel.getAttribute("data-payment-state")).toBe("partly_refunded");
    expect(await panel.innerText()).toContain("refunderet DKK 49,00");
    const refund = await waitForMail(site.server, (m) => m.to.includes("karen@example.dk") && m.subject === `Vi har refunderet penge for ordre ${number}`, "the refund mail");
    expect(refund.text).toContain("DKK 49,00");

    // After a reload the list says the same (the server's state, not the card's).
    await page.goto(site.url + "/admin/orders?payment=refunded");
    await hydrated(page);
    expect(await panel.getAttribute("data-payment-state")).toBe("partly_refunded");
    expect(await panel.innerText()).toContain("Delvist refunderet");

    // The customer's page says the money was drawn and what came back.
    await customer.page.goto(orderPage);
    await hydrated(customer.page);
    const payment = customer.page.locator(".order-online-payment");
    expect(await payment.getAttribute("data-payment-state")).toBe("partly_refunded");
    expect(await payment.innerText()).toContain("Betalingen er trukket");
    expect(await payment.innerText()).toContain("Vi har refunderet DKK 49,00");
    expect(problems).toEqual([]);
    expect(customer.failed).toEqual([]);
    expect(customer.problems()).toEqual([]);
    await context.close();
    await customer.context.close();
  });
});
