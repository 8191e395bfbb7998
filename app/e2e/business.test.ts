// The business's own facts as settings, and what a customer trips over no more, in
// Chromium against the real binary: a server with an invalid BUSINESS_CVR does not
// start and says why; a valid one is on the home page, in its structured data and on
// the receipt; a 10 MB form gets the site's own page in Danish; a past time on /book
// is refused as "cannot be booked" (422), not as "just booked".
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, useSite } from "./harness";

const BIN = process.env.ELEKTRIKER_BIN ?? path.resolve(__dirname, "../../target/debug/elektriker");
const BUSINESS = {
  BUSINESS_NAME: "Lysgaard El ApS",
  BUSINESS_ADDRESS: "Nørrebrogade 10, 2200 København N",
  BUSINESS_CVR: "10150817",
  BUSINESS_PHONE: "+45 33 22 11 00",
  BUSINESS_EMAIL: "hej@lysgaard-el.dk",
  BUSINESS_HOURS: "Mo-Fr 07:00-15:30",
};

const site = useSite({ env: BUSINESS });

describe("the business's facts", () => {
  it("a CVR that fails the modulus-11 check stops the start with a message naming it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "elektriker-cvr-"));
    const run = spawnSync(BIN, ["serve", "--port", "0"], {
      env: { ...process.env, BUSINESS_CVR: "12345678", DATABASE_URL: `sqlite://${dir}/site.db`, MAIL_OUTBOX_DIR: path.join(dir, "outbox") },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('BUSINESS_CVR "12345678" is not a valid CVR number');
  });

  it("a valid one is on the home page, in its structured data and on the receipt", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/");
    await hydrated(page);
    const footer = await page.locator(".site-footer").innerText();
    expect(footer).toContain("Lysgaard El ApS");
    expect(footer).toContain("10150817");
    const business = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? "null"))
        .find((d) => d?.["@type"] === "Electrician"),
    );
    expect(business).toMatchObject({
      name: "Lysgaard El ApS",
      vatID: "DK10150817",
      telephone: "+45 33 22 11 00",
      address: { streetAddress: "Nørrebrogade 10", postalCode: "2200", addressLocality: "København N" },
      openingHoursSpecification: [{ opens: "07:00", closes: "15:30" }],
    });
    // An order placed as the cart panel does; its receipt names the seller.
    const placed = await page.evaluate(async () => {
      const post = async (url: string, body: object) =>
        (await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json();
      const { checkoutUrl } = await post("/api/checkout", { lines: [{ merchandiseId: "gid://nordlys/ProductVariant/stikkontakt-1-modul-1", quantity: 1 }] });
      const cartId = new URL(checkoutUrl, location.href).searchParams.get("cart");
      const delivery = { method: "pickup", name: "Karen Holm", address: "", postcode: "", city: "", phone: "12345678" };
      return post("/api/orders", { cartId, delivery, email: "karen@example.dk", paymentMethod: "bank_transfer", acceptTerms: true });
    });
    await page.goto(site.url + placed.orderUrl);
    await hydrated(page);
    expect(await page.locator(".order-seller").innerText()).toContain("Lysgaard El ApS");
    expect(await page.locator(".order-seller").innerText()).toContain("10150817");
    expect(await page.locator("main").innerText()).toContain("Nørrebrogade 10, 2200 København N");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("what a customer trips over", () => {
  it("a 10 MB form gets the site's own page in Danish, naming the limit", async () => {
    const { context, page } = await site.open({ viewport: PHONE });
    await page.goto(site.url + "/book?kind=call");
    await hydrated(page);
    // The form as the browser sends it, with a field of 10 MB.
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>("form.booking-form")!;
        const big = document.createElement("input");
        big.type = "hidden";
        big.name = "message";
        big.value = "x".repeat(10 * 1024 * 1024);
        form.append(big);
        form.submit();
      }),
    ]);
    expect(response?.status()).toBe(413);
    expect(await page.locator("html").getAttribute("lang")).toBe("da");
    expect(await page.locator("h1").innerText()).toBe("Formularen er for stor");
    expect(await page.locator("main").innerText()).toContain("2 MB");
    await context.close();
  });

  it("a time in the past is refused as not bookable (422), with words, not as just booked", async () => {
    const { context, page } = await site.open({ viewport: PHONE });
    await page.goto(site.url + "/book?kind=call");
    await hydrated(page);
    await page.locator(".booking-time input").first().check();
    await page.getByLabel("Navn").fill("Karen Holm");
    await page.getByLabel("Telefon").fill("12345678");
    await page.getByLabel("Email").fill("karen@example.dk");
    // The chosen time's value turned into one that has passed.
    await page.locator(".booking-time input:checked").evaluate((input: HTMLInputElement) => {
      input.value = "2026-11-02T10:00:00+01:00";
    });
    // The route's action sends the form to the page's handler, which answers 422.
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/book");
    await page.getByRole("button", { name: /Book tiden/ }).click();
    expect((await answered).status()).toBe(422);
    await page.locator(".booking-notice").waitFor();
    expect(await page.locator(".booking-notice").innerText()).toBe("Tidspunktet kan ikke bookes. Vælg et af de ledige tidspunkter.");
    expect(await page.locator("body").innerText()).not.toContain("lige blevet booket");
    await context.close();
  });
});
