// The bookkeeping hand-off (issue 59) in Chromium against the real binary and a
// loopback e-conomic (fake-economic.ts): two bank-transfer orders, whose invoices go to
// e-conomic as the job queue runs them; the first voucher is refused (its sales account
// barred: a 400, so the job stops at once). The back office's /admin/jobs lists the
// failed job with its reason; /admin/invoices says per document "Bogført i e-conomic,
// bilag …" or "Fejlet: …" with "Prøv igen", which books it. In English on a phone a
// third refused invoice is tried again from /en/admin/jobs. Screenshots go to
// e2e-artifacts.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BARRED_ACCOUNT, type FakeEconomic, startFakeEconomic } from "./fake-economic";
import { DESKTOP, PHONE, checkoutFor, expectToast, fillCustomer, hydrated, openPage, orderShown, useSite } from "./harness";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const ADMIN = { email: "bogholder@example.dk", password: "admin-kode-1" };
const SOCKET = "gid://nordlys/ProductVariant/stikkontakt-1-modul-1";
const VOUCHERS = "/journals-experimental/1/vouchers";
/** How long a hand-off may take: the queue looks every 100 ms, e-conomic is on loopback. */
const SOON = { timeout: 30_000, interval: 200 };

// The fake first: the site's environment names its address.
let fake: FakeEconomic;
beforeAll(async () => {
  fake = await startFakeEconomic();
});
afterAll(async () => {
  await fake?.stop();
});
const site = useSite({ admin: ADMIN, env: () => ({ ...fake.env(), JOBS_POLL_MS: "100", JOBS_RETRY_BASE_MS: "100" }) });

/** Places a bank-transfer order of one socket through the checkout: its number. */
async function placeOrder(page: Page, lang: "da" | "en", name: string, email: string): Promise<string> {
  await page.goto(site.url + (await checkoutFor(site.url, lang, [{ merchandiseId: SOCKET, quantity: 1 }])));
  await hydrated(page);
  await fillCustomer(page, name, email);
  await page.locator("input[name=paymentMethod][value=bank_transfer]").check();
  await page.locator("#checkout-terms").check();
  await page.locator(".checkout-form button[type=submit]").click();
  await orderShown(page);
  return /\/ordre\/(NE-\d+)/.exec(page.url())![1];
}

/** The queue's bookkeeping jobs by state, as the back office's API counts them
 * (states with none left out; the orders' mails are jobs of their own kind). */
async function jobStates(office: BrowserContext): Promise<Record<string, number>> {
  const res = await office.request.get(site.url + "/api/admin/jobs", { headers: { accept: "application/json" } });
  expect(res.status()).toBe(200);
  const { counts } = (await res.json()) as { counts: { kind: string; state: string; count: number }[] };
  const states: Record<string, number> = {};
  for (const { kind, state, count } of counts) if (kind === "bookkeeping" && count > 0) states[state] = (states[state] ?? 0) + count;
  return states;
}

/** The vouchers e-conomic refused so far. */
const refusals = () => fake.calls().filter((c) => c.method === "POST" && c.path === VOUCHERS && c.status === 400).length;

/** The voucher e-conomic made for an invoice, as the back office names it ("2026-1"). */
function voucherOf(invoice: number): string {
  const voucher = fake.vouchers().find((v) => v.body.entries.manualCustomerInvoices[0].customerInvoice === invoice);
  if (!voucher) throw new Error(`e-conomic has no voucher of invoice ${invoice}`);
  return `${voucher.year}-${voucher.number}`;
}

/** Reloads the page until `read` answers what the test waits for. */
async function reloadUntil(page: Page, read: () => Promise<string>, expected: string | RegExp) {
  await expect
    .poll(async () => {
      await page.reload();
      await hydrated(page);
      return read();
    }, SOON)
    .toMatch(expected);
}

describe("the bookkeeping hand-off in the back office", () => {
  it("in Danish on a desktop: the refused invoice is a failed job with its reason; 'Prøv igen' on the invoices books it", async () => {
    fake.script("POST", VOUCHERS, 400, BARRED_ACCOUNT);
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    const first = await placeOrder(page, "da", "Mette Hansen", "mette@example.dk");
    // A 400 is lasting: the job stops at its first attempt, without a voucher.
    await expect.poll(refusals, SOON).toBe(1);
    const second = await placeOrder(page, "da", "Jens Ærbø", "jens@example.dk");
    await expect.poll(() => fake.vouchers().filter((v) => v.file !== null).length, SOON).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
    // The second order's invoice, booked with our number and text, its PDF attached.
    const [booked] = fake.vouchers();
    const entry = booked.body.entries.manualCustomerInvoices[0];
    expect(entry.customerInvoice).toBe(2);
    expect(entry.text).toBe(`Faktura 2, ordre ${second}`);
    expect(booked.file!.subarray(0, 5).toString()).toBe("%PDF-");

    const office = await site.admin.context({ viewport: DESKTOP });
    const { page: admin, problems: adminProblems } = await openPage(office);
    await expect.poll(() => jobStates(office), SOON).toEqual({ failed: 1, done: 1 });

    // /admin/jobs: the open jobs by default, the failed one with its reason; the
    // orders' mails were sent by the same queue, a kind of their own.
    await admin.goto(site.url + "/admin/jobs");
    await hydrated(admin);
    await admin.getByRole("heading", { level: 1, name: "Baggrundsjob" }).waitFor();
    const nav = admin.getByRole("navigation", { name: "Administration" });
    expect(await nav.getByRole("link", { name: "Baggrundsjob" }).getAttribute("aria-current")).toBe("page");
    const kinds = admin.getByRole("navigation", { name: "Slags" });
    expect(await kinds.getByRole("link", { name: /^Alle/ }).getAttribute("aria-current")).toBe("page");
    expect((await kinds.getByRole("link", { name: /^Bogføring/ }).innerText()).replace(/\s+/g, " ").trim()).toBe("Bogføring 1");
    await kinds.getByRole("link", { name: /^Bogføring/ }).click();
    await admin.waitForURL(site.url + "/admin/jobs?kind=bookkeeping");
    await hydrated(admin);
    const filter = admin.getByRole("navigation", { name: "Vis job" });
    for (const [name, count] of [["Åbne", 1], ["Fejlet", 1], ["Venter", 0], ["I gang", 0], ["Færdige", 1]] as const) {
      expect((await filter.getByRole("link", { name: new RegExp(`^${name}`) }).innerText()).replace(/\s+/g, " ").trim()).toBe(`${name} ${count}`);
    }
    expect(await filter.getByRole("link", { name: /^Åbne/ }).getAttribute("aria-current")).toBe("page");
    const rows = admin.locator("tr[data-job]");
    expect(await rows.count()).toBe(1);
    const failed = rows.first();
    expect(await failed.getAttribute("data-state")).toBe("failed");
    const text = await failed.innerText();
    for (const needle of ["Bogføring: Faktura 1", "Fejlet", "contraAccount is barred.", "Stoppet", "Oprettet"]) expect(text).toContain(needle);
    await failed.getByRole("button", { name: "Prøv igen: Bogføring: Faktura 1" }).waitFor();
    await admin.screenshot({ path: path.join(SCREENS, "jobs-da-desktop.png"), fullPage: true });
    // The done ones are a filter away.
    await filter.getByRole("link", { name: /^Færdige/ }).click();
    await admin.waitForURL(site.url + "/admin/jobs?kind=bookkeeping&state=done");
    await admin.locator("tr[data-state=done]").first().waitFor();
    expect(await admin.locator("tr[data-job]").count()).toBe(1);
    expect(await admin.locator("tr[data-state=done]").innerText()).toContain("Bogføring: Faktura 2");
    expect(await admin.locator("tr[data-state=done] button").count()).toBe(0);
    // The mails: each order's confirmation among them, sent.
    await kinds.getByRole("link", { name: /^E-mails/ }).click();
    await admin.waitForURL(site.url + "/admin/jobs?kind=mail&state=done");
    await expect.poll(() => admin.locator("tr[data-kind=mail][data-state=done]").allInnerTexts(), SOON).toEqual(
      expect.arrayContaining([expect.stringContaining("E-mail: Ordrebekræftelse")]),
    );
    await admin.screenshot({ path: path.join(SCREENS, "jobs-mail-da-desktop.png"), fullPage: true });

    // /admin/invoices: each document's hand-off in its own column.
    await admin.goto(site.url + "/admin/invoices");
    await hydrated(admin);
    await admin.getByRole("columnheader", { name: "Bogføring" }).waitFor();
    const invoice1 = admin.locator("[data-document='invoice-1']");
    const invoice2 = admin.locator("[data-document='invoice-2']");
    expect(await invoice2.locator(".invoices-booking").innerText()).toBe(`Bogført i e-conomic, bilag ${voucherOf(2)}`);
    const refused = await invoice1.locator(".invoices-booking").innerText();
    expect(refused).toMatch(/^Fejlet: /);
    expect(refused).toContain("contraAccount is barred.");
    expect(await invoice1.innerText()).toContain(first);
    await admin.screenshot({ path: path.join(SCREENS, "invoices-booking-da-desktop.png"), fullPage: true });
    await invoice1.getByRole("button", { name: "Prøv bogføringen af faktura 1 igen" }).click();
    await expectToast(admin, "Bogføringen af faktura 1 prøves igen");
    await reloadUntil(admin, () => invoice1.locator(".invoices-booking").innerText(), /^Bogført i e-conomic, bilag \d{4}-\d+$/);
    expect(await invoice1.locator(".invoices-booking").innerText()).toBe(`Bogført i e-conomic, bilag ${voucherOf(1)}`);
    expect(await invoice1.getByRole("button", { name: /Prøv/ }).count()).toBe(0);
    expect(fake.vouchers().map((v) => v.file !== null)).toEqual([true, true]);
    await admin.screenshot({ path: path.join(SCREENS, "invoices-booked-da-desktop.png"), fullPage: true });
    await admin.setViewportSize(PHONE);
    await invoice1.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(SCREENS, "invoices-booked-da-phone.png") });

    // Nothing open any more.
    await admin.setViewportSize(DESKTOP);
    await admin.goto(site.url + "/admin/jobs?kind=bookkeeping");
    await hydrated(admin);
    await admin.getByText("Ingen åbne job: alt er gjort.").waitFor();
    expect((await filter.getByRole("link", { name: /^Færdige/ }).innerText()).replace(/\s+/g, " ").trim()).toBe("Færdige 2");
    expect(adminProblems).toEqual([]);
    await office.close();
  });

  it("in English on a phone: a refused invoice shown on the invoices, tried again from /en/admin/jobs", async () => {
    fake.script("POST", VOUCHERS, 400, BARRED_ACCOUNT);
    const phone = { viewport: PHONE, isMobile: true, hasTouch: true };
    const { context, page, problems } = await site.open(phone);
    await placeOrder(page, "en", "Anne Smith", "anne@example.com");
    await expect.poll(refusals, SOON).toBe(2);
    expect(problems).toEqual([]);
    await context.close();

    const office = await site.admin.context(phone);
    const { page: admin, problems: adminProblems } = await openPage(office);
    await expect.poll(() => jobStates(office), SOON).toEqual({ failed: 1, done: 2 });

    await admin.goto(site.url + "/en/admin/invoices");
    await hydrated(admin);
    const invoice3 = admin.locator("[data-document='invoice-3']");
    const refused = await invoice3.locator(".invoices-booking").innerText();
    expect(refused).toMatch(/^Failed: /);
    expect(refused).toContain("contraAccount is barred.");
    expect(await invoice3.getByRole("button", { name: "Try booking invoice 3 again" }).isVisible()).toBe(true);
    for (const n of [1, 2]) {
      expect(await admin.locator(`[data-document='invoice-${n}'] .invoices-booking`).innerText()).toBe(`Booked in e-conomic, voucher ${voucherOf(n)}`);
    }
    // On a phone each cell carries its column's name.
    expect(await invoice3.locator(".invoices-booking").getAttribute("data-label")).toBe("Bookkeeping");
    await invoice3.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(SCREENS, "invoices-booking-en-phone.png") });

    await admin.goto(site.url + "/en/admin/jobs?kind=bookkeeping");
    await hydrated(admin);
    await admin.getByRole("heading", { level: 1, name: "Background jobs" }).waitFor();
    expect(await admin.getByRole("navigation", { name: "Kind" }).getByRole("link", { name: /^Bookkeeping/ }).getAttribute("aria-current")).toBe("page");
    const filter = admin.getByRole("navigation", { name: "Show jobs" });
    expect((await filter.getByRole("link", { name: /^Failed/ }).innerText()).replace(/\s+/g, " ").trim()).toBe("Failed 1");
    const failed = admin.locator("tr[data-state=failed]");
    const text = await failed.innerText();
    for (const needle of ["Bookkeeping: Invoice 3", "Failed", "contraAccount is barred.", "Stopped:"]) expect(text).toContain(needle);
    await admin.screenshot({ path: path.join(SCREENS, "jobs-en-phone.png"), fullPage: true });
    await failed.getByRole("button", { name: "Try again: Bookkeeping: Invoice 3" }).click();
    await expectToast(admin, "Trying again: Bookkeeping: Invoice 3");
    await reloadUntil(admin, () => admin.locator("main").innerText(), /No open jobs: everything is done\./);
    expect((await filter.getByRole("link", { name: /^Done/ }).innerText()).replace(/\s+/g, " ").trim()).toBe("Done 3");
    await admin.locator("#jobs-heading").scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(SCREENS, "jobs-done-en-phone.png") });

    await admin.goto(site.url + "/en/admin/invoices");
    await hydrated(admin);
    expect(await invoice3.locator(".invoices-booking").innerText()).toBe(`Booked in e-conomic, voucher ${voucherOf(3)}`);
    expect(adminProblems).toEqual([]);
    await office.close();
  });
});
