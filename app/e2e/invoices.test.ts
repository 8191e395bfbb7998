// Invoices in Chromium against the real binary: an EAN customer (a municipality) orders
// through the checkout; the order page lists "Faktura 1" and its link downloads the
// PDF, read back with pdftotext; the back office's invoice page shows the period's
// totals and the e-invoice "Klar til afsendelse" with its Peppol XML, and marks it
// sent; an English customer's invoice reads in English, on a phone. The PDFs' first
// pages (pdftoppm) and the pages go to e2e-artifacts as screenshots.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, checkoutFor, expectToast, fillCustomer, hydrated, orderShown, useSite } from "./harness";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const ADMIN = { email: "admin@example.dk", password: "admin-kode-1" };
const site = useSite({ admin: ADMIN });

/** 89 kr; two with a parcel (49 kr) make 227 kr. */
const SOCKET = "gid://nordlys/ProductVariant/stikkontakt-1-modul-1";

/** Keeps a PDF beside the screenshots, renders its first page as `{name}.png`, and
 * answers its text as a reader gets it. */
function readPdf(bytes: Buffer, name: string): string {
  const file = path.join(SCREENS, `${name}.pdf`);
  writeFileSync(file, bytes);
  execFileSync("pdftoppm", ["-png", "-r", "90", "-f", "1", "-l", "1", "-singlefile", file, path.join(SCREENS, name)]);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]).toString("utf8");
}

/** Clicks the order page's document link and answers the downloaded bytes. */
async function download(page: Page, label: string): Promise<Buffer> {
  const link = page.locator(".order-documents-list a", { hasText: label });
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return readFileSync((await file.path()) as string);
}

describe("invoices", () => {
  it("an EAN order through the checkout: the PDF from the order page, the e-invoice ready in the back office and marked sent", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + (await checkoutFor(site.url, "da", [{ merchandiseId: SOCKET, quantity: 2 }])));
    await hydrated(page);
    await fillCustomer(page, "Jens Ærbø", "indkob@kk.example.dk", { street: "Gyldenløvesgade 15", postcode: "1600", city: "København V" });
    await page.locator("input[name=company]").fill("Københavns Kommune");
    await page.locator("input[name=ean]").fill("5798000416604");
    await page.locator("input[name=reference]").fill("Indkøb 4711");
    await page.locator("input[name=accountString]").fill("1234-5678");
    await page.locator("input[name=paymentMethod][value=ean_invoice]").check();
    await page.locator("#checkout-terms").check();
    await page.locator(".checkout-form button[type=submit]").click();
    await page.waitForURL(/\/ordre\/NE-\d+\?key=/);
    await orderShown(page);
    const documents = page.locator(".order-documents");
    await documents.scrollIntoViewIfNeeded();
    expect(await documents.innerText()).toContain("Faktura 1");
    await page.screenshot({ path: path.join(SCREENS, "invoice-order-page-da.png") });

    const text = readPdf(await download(page, "Faktura 1"), "invoice-pdf-da");
    for (const needle of ["Faktura", "Fakturanr.", "Københavns Kommune", "Jens Ærbø", "Gyldenløvesgade 15", "1600 København V", "EAN 5798000416604",
      "Reference: Indkøb 4711", "Kontostreng: 1234-5678", "Stikkontakt 1-modul med jord", "Fragt", "Moms 25 % af 181,60", "45,40", "I alt DKK", "227,00",
      "Sendt som elektronisk faktura til EAN"]) {
      expect(text).toContain(needle);
    }
    expect(problems).toEqual([]);
    await context.close();

    // The back office: the period's totals, the e-invoice waiting with its XML, marked sent.
    const office = await site.admin.context({ viewport: DESKTOP });
    const admin = await office.newPage();
    await admin.goto(site.url + "/admin/invoices");
    await hydrated(admin);
    const waiting = admin.locator("[data-waiting='invoice-1']");
    await waiting.waitFor();
    expect(await admin.locator("[data-totals=invoices] [data-field=gross]").innerText()).toContain("227,00");
    const xmlHref = await waiting.locator("a", { hasText: "Hent XML" }).getAttribute("href");
    const xml = await admin.request.get(site.url + xmlHref);
    expect(xml.status()).toBe(200);
    const body = await xml.text();
    expect(body).toContain("urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0");
    expect(body).toContain('<cbc:EndpointID schemeID="0088">5798000416604</cbc:EndpointID>');
    await admin.screenshot({ path: path.join(SCREENS, "invoices-backoffice-da.png"), fullPage: false });
    await waiting.locator("button", { hasText: "Marker som sendt" }).click();
    await expectToast(admin, "Faktura 1 er markeret som sendt");
    await admin.reload();
    await hydrated(admin);
    expect(await admin.locator("[data-document='invoice-1']").innerText()).toContain("Sendt");
    expect(await admin.locator(".invoices-waiting").innerText()).toContain("Ingen elektroniske fakturaer venter.");
    await admin.setViewportSize(PHONE);
    await admin.locator("[data-document='invoice-1']").scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(SCREENS, "invoices-backoffice-da-phone.png") });
    await office.close();
  });

  it("an English customer's invoice reads in English, downloaded on a phone", async () => {
    const { context, page, problems } = await site.open({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(site.url + (await checkoutFor(site.url, "en", [{ merchandiseId: SOCKET, quantity: 1 }])));
    await hydrated(page);
    await fillCustomer(page, "Anne Smith", "anne@example.com", { street: "Gyldenløvesgade 15", postcode: "1600", city: "København V" });
    await page.locator("input[name=paymentMethod][value=bank_transfer]").check();
    await page.locator("#checkout-terms").check();
    await page.locator(".checkout-form button[type=submit]").click();
    await page.waitForURL(/\/en\/ordre\/NE-\d+\?key=/);
    await orderShown(page);
    const label = (await page.locator(".order-documents-list a").innerText()).trim();
    expect(label).toMatch(/^Invoice \d+/);
    await page.locator(".order-documents").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENS, "invoice-order-page-en-phone.png") });
    const text = readPdf(await download(page, "Invoice"), "invoice-pdf-en");
    for (const needle of ["Invoice", "Invoice no.", "Bill to", "Anne Smith", "Unit price excl. VAT", "Shipping", "VAT 25 % of 110.40", "Total DKK", "138.00",
      "Payment terms: net 8 days", "Page 1 of 1"]) {
      expect(text).toContain(needle);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
