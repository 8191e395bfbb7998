// Mail and the back office in Chromium, with the mails read from the server's outbox
// folder (.eml files): the confirmation link verifies an address, "forgot password"
// sets a new one and ends the other sessions, a quote reaches the business and the
// customer, and an administrator works through orders, requests and the outbox.
import { createServer, type Server as NetServer, type Socket } from "node:net";
import { readFileSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, cli, expectToast, hydrated, islandLive, openPage, orderShown, signIn, signUp as signUpThroughForm, useSite } from "./harness";
import { linkTo, readOutbox, waitForMail } from "./mailbox";

const BUSINESS = "firma@nordlys-test.dk";
const ADMIN = { email: "admin@example.dk", password: "admin-kode-1" };

const site = useSite({ env: { BUSINESS_EMAIL: BUSINESS }, admin: ADMIN });

/** Waits until the page's data has arrived (client navigation changes the URL first). */
async function heading(page: Page, text: string) {
  await page.waitForFunction((t) => document.querySelector("main h1")?.textContent === t, text);
}

/** The browser logs the status of an answer it was meant to get (422, 429, …); nothing else may appear. */
const unexpected = (problems: string[], ...statuses: number[]) => problems.filter((p) => !statuses.some((s) => p.includes(`status of ${s}`)));

async function signUp(page: Page, email: string, first = "Mette") {
  await signUpThroughForm(page, site.server, email, first);
  await heading(page, "Min konto");
}

describe("accounts by mail", () => {
  it("signs up, opens the confirmation link from the outbox, and the profile's banner is gone", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await signUp(page, "mette@example.dk");

    const banner = page.getByRole("region", { name: "Bekræft din email" });
    await banner.waitFor();
    expect(await banner.innerText()).toContain("mette@example.dk");
    await waitForMail(site.server, (m) => m.to.includes("mette@example.dk") && m.subject === "Bekræft din email hos Nordlys El", "the confirmation mail");

    // "Send the link again": three times an hour, then the server says how long to wait.
    const resend = banner.getByRole("button", { name: "Send linket igen" });
    await resend.click();
    await expectToast(page, "Vi har sendt et nyt link");
    await expect.poll(async () => (await readOutbox(site.server)).filter((m) => m.to.includes("mette@example.dk")).length).toBe(2);
    await resend.click();
    await expect.poll(async () => (await readOutbox(site.server)).filter((m) => m.to.includes("mette@example.dk")).length).toBe(3);
    await resend.click();
    await expect.poll(async () => (await readOutbox(site.server)).filter((m) => m.to.includes("mette@example.dk")).length).toBe(4);
    await resend.click();
    await expectToast(page, "Vi har sendt linket flere gange. Prøv igen om 60 minutter.");
    expect(await banner.innerText()).toContain("Prøv igen om 60 minutter");

    // Each new link replaces the one before: the newest works.
    const newest = (await readOutbox(site.server)).filter((m) => m.to.includes("mette@example.dk")).at(-1)!;
    const link = linkTo(newest, "/auth/verify?token=");
    await page.goto(site.url + link);
    await hydrated(page);
    await heading(page, "Din email er bekræftet");
    await page.getByRole("link", { name: "Gå til min konto" }).click();
    await page.waitForURL(site.url + "/profile");
    await heading(page, "Min konto");
    expect(await page.getByRole("region", { name: "Bekræft din email" }).count()).toBe(0);
    expect((await page.evaluate(() => fetch("/api/session").then((r) => r.json()))).user.emailVerified).toBe(true);

    // The same link again: used, but the address is verified, which is what counts.
    await page.goto(site.url + link);
    await hydrated(page);
    await heading(page, "Din email er allerede bekræftet");
    expect(unexpected(problems, 429)).toEqual([]);
    await context.close();

    // Signed out, a link that does not work says so and how to get a new one.
    const { context: anonymous, page: visitor, problems: visitorProblems } = await site.open({ viewport: PHONE });
    await visitor.goto(site.url + "/en/auth/verify?token=forged");
    await hydrated(visitor);
    await heading(visitor, "The link no longer works");
    expect(await visitor.getByRole("main").innerText()).toContain("Log in and you can have a new link sent from your profile.");
    expect(await visitor.getByRole("main").getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/en/auth");
    expect(visitorProblems).toEqual([]);
    await anonymous.close();
  });

  it("offers the link again on a failed confirmation when signed in and unverified", async () => {
    const { context, page, problems } = await site.open({ viewport: PHONE });
    await signUp(page, "lars@example.dk", "Lars");
    await page.goto(site.url + "/auth/verify?token=udloebet");
    await hydrated(page);
    await heading(page, "Linket virker ikke længere");
    expect(await page.getByRole("main").innerText()).toContain("Vi kan sende et nyt link til lars@example.dk.");
    await page.getByRole("button", { name: "Send linket igen" }).click();
    await expectToast(page, "Vi har sendt et nyt link");
    await expect.poll(async () => (await readOutbox(site.server)).filter((m) => m.to.includes("lars@example.dk")).length).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("resets a forgotten password from the mailed link: signed in, the old password fails, other sessions end", async () => {
    cli(site.server, "user", "create", "--email", "bo@example.dk", "--password", "gammel-kode1", "--first-name", "Bo");
    // Signed in elsewhere before the reset.
    const { context: elsewhere, page: other } = await site.open({ viewport: DESKTOP });
    await signIn(other, site.server, "bo@example.dk", "gammel-kode1");

    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/auth");
    await hydrated(page);
    await page.getByRole("link", { name: "Glemt adgangskode?" }).click();
    await page.waitForURL(site.url + "/auth/reset");
    await heading(page, "Glemt adgangskode?");

    // The server checks the address; every well-formed one gets the same answer.
    const request = page.getByRole("form", { name: "Glemt adgangskode?" });
    await request.getByLabel("Email").fill("bo@");
    await request.getByRole("button", { name: "Send link" }).click();
    await request.getByText("Ugyldig email adresse").waitFor();
    await request.getByLabel("Email").fill("bo@example.dk");
    await request.getByRole("button", { name: "Send link" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Tjek din indbakke" });
    await sent.waitFor();
    expect(await sent.innerText()).toContain("Hvis der findes en konto med den email, har vi sendt et link");

    const mail = await waitForMail(site.server, (m) => m.to.includes("bo@example.dk") && m.subject === "Nulstil din adgangskode", "the reset mail");
    const link = linkTo(mail, "/auth/reset?token=");
    await page.goto(site.url + link);
    await hydrated(page);
    await heading(page, "Vælg en ny adgangskode");
    const form = page.getByRole("form", { name: "Vælg en ny adgangskode" });
    // The sign-up rules and strength meter, checked in the browser first.
    await form.getByLabel("Ny adgangskode", { exact: true }).fill("kort");
    expect(await form.locator(".strength").innerText()).toContain("Svag");
    await form.getByLabel("Gentag ny adgangskode").fill("noget-andet");
    await form.getByRole("button", { name: "Gem ny adgangskode" }).click();
    await expectToast(page, "Ugyldige oplysninger");
    expect(await form.innerText()).toContain("Adgangskode skal være mindst 6 tegn");
    await form.getByLabel("Ny adgangskode", { exact: true }).fill("nyt-kodeord");
    expect(await form.locator(".strength").innerText()).toContain("Stærk");
    await form.getByLabel("Gentag ny adgangskode").fill("nyt-kodeord2");
    await form.getByRole("button", { name: "Gem ny adgangskode" }).click();
    expect(await form.innerText()).toContain("Adgangskoderne matcher ikke");
    await form.getByLabel("Gentag ny adgangskode").fill("nyt-kodeord");
    await form.getByRole("button", { name: "Gem ny adgangskode" }).click();

    // Signed in on /profile, the header's account menu with it; the link proved the address.
    await page.waitForURL(site.url + "/profile");
    await heading(page, "Min konto");
    await expectToast(page, "Din adgangskode er ændret");
    await page.getByRole("button", { name: "Min konto", exact: true }).waitFor();
    expect(await page.getByRole("region", { name: "Bekræft din email" }).count()).toBe(0);

    // The link works once.
    await page.goto(site.url + link);
    await hydrated(page);
    await heading(page, "Linket virker ikke længere");
    expect(await page.getByRole("form", { name: "Glemt adgangskode?" }).count()).toBe(1);

    // The session signed in before the reset is over.
    await other.goto(site.url + "/profile");
    await other.waitForURL(site.url + "/auth");
    // The old password fails, the new one works.
    await hydrated(other);
    const signInForm = other.getByRole("form", { name: "Log ind" });
    await signInForm.getByLabel("Email").fill("bo@example.dk");
    await signInForm.getByLabel("Adgangskode").fill("gammel-kode1");
    await signInForm.getByRole("button", { name: "Log ind" }).click();
    await expectToast(other, "Forkert email eller adgangskode");
    await signInForm.getByLabel("Adgangskode").fill("nyt-kodeord");
    await signInForm.getByRole("button", { name: "Log ind" }).click();
    await other.waitForURL(site.url + "/profile");
    expect(unexpected(problems, 422)).toEqual([]);
    await elsewhere.close();
    await context.close();
  });

  it("says so when the link is used up while the form is open, and offers a new one", async () => {
    cli(site.server, "user", "create", "--email", "eva@example.dk", "--password", "gammel-kode1", "--first-name", "Eva");
    const { context, page, problems } = await site.open({ viewport: PHONE });
    await page.goto(site.url + "/en/auth");
    await hydrated(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(site.url + "/en/auth/reset");
    await page.getByRole("form", { name: "Forgot password?" }).getByLabel("Email").fill("eva@example.dk");
    await page.getByRole("button", { name: "Send link" }).click();
    await page.getByRole("status").filter({ hasText: "Check your inbox" }).waitFor();
    const mail = await waitForMail(site.server, (m) => m.to.includes("eva@example.dk"), "the reset mail in English");
    expect(mail.subject).toBe("Reset your password");
    const link = linkTo(mail, "/en/auth/reset?token=");

    await page.goto(site.url + link);
    await hydrated(page);
    await heading(page, "Choose a new password");
    // Used in another tab meanwhile.
    const token = new URL(site.url + link).searchParams.get("token");
    const used = await page.evaluate(async (token) => {
      const res = await fetch("/api/auth/reset-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token, password: "andet-kodeord", confirmPassword: "andet-kodeord" }),
      });
      return res.status;
    }, token);
    expect(used).toBe(200);
    const form = page.getByRole("form", { name: "Choose a new password" });
    await form.getByLabel("New password", { exact: true }).fill("tredje-kodeord");
    await form.getByLabel("Repeat new password").fill("tredje-kodeord");
    await form.getByRole("button", { name: "Save new password" }).click();
    await expectToast(page, "The link no longer works");
    await heading(page, "The link no longer works");
    expect(await page.getByRole("form", { name: "Forgot password?" }).count()).toBe(1);
    expect(unexpected(problems, 400)).toEqual([]);
    await context.close();
  });
});

describe("requests by mail", () => {
  it("sends a quote from the home page to the business, with a receipt to the customer", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/#kontakt");
    await hydrated(page);
    await islandLive(page, "contact");
    const form = page.getByRole("form", { name: "Få et gratis tilbud" });
    await form.getByLabel("Navn").fill("Jens Jensen");
    await form.getByLabel("Email").fill("jens@example.dk");
    await form.getByLabel("Telefon").fill("12 34 56 78");
    await form.getByLabel("Hvad skal vi hjælpe med?").fill("Ny tavle i rækkehuset.\nHelst i uge 12.");
    await form.getByRole("button", { name: "Send forespørgsel" }).click();
    await expectToast(page, "Tak! Vi kontakter dig inden for 24 timer.");

    const notice = await waitForMail(site.server, (m) => m.to.includes(BUSINESS), "the business's notification");
    expect(notice.subject).toBe("Ny tilbudsforespørgsel fra Jens Jensen");
    expect(notice.text).toContain("Ny tavle i rækkehuset.");
    expect(notice.text).toContain("jens@example.dk");
    const receipt = await waitForMail(site.server, (m) => m.to.includes("jens@example.dk"), "the customer's receipt");
    expect(receipt.subject).toBe("Vi har modtaget din henvendelse");
    expect(receipt.text).toContain("inden for 24 timer");

    // And the newsletter, for the subscribers' list below.
    await page.getByLabel("Din email").fill("lise@example.dk");
    await page.getByRole("button", { name: "Tilmeld" }).click();
    await expectToast(page, "Tjek din indbakke");
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The administrator's session (signed in with the second factor), shared by the
 * back office tests: a new sign-in would wait for the authenticator's next code. */
let adminSession: Awaited<ReturnType<BrowserContext["storageState"]>> | null = null;

async function adminContext(viewport = DESKTOP): Promise<BrowserContext> {
  if (adminSession) return site.browser.newContext({ viewport, acceptDownloads: true, storageState: adminSession });
  const { context, page } = await site.open({ viewport, acceptDownloads: true });
  await site.admin.signIn(page);
  adminSession = await context.storageState();
  await page.close();
  return context;
}

/** The card of one order (or request) on a back office page. */
const card = (page: Page, text: string): Locator => page.locator(".backoffice-card").filter({ has: page.getByRole("heading", { name: text }) });

describe("the back office", () => {
  it("completes a customer's order: the customer sees 'Gennemført' and gets a mail; then cancels it after a confirmation", async () => {
    cli(site.server, "user", "create", "--email", "kunde@example.dk", "--password", "hemmelig123", "--first-name", "Karen");
    const { context: customerContext, page: customer, problems: customerProblems } = await site.open({ viewport: DESKTOP });
    await signIn(customer, site.server, "kunde@example.dk", "hemmelig123");
    // A local order, from the product page through the cart and the checkout.
    await customer.goto(site.url + "/product/led-pendel-nordlys");
    await hydrated(customer);
    await customer.getByRole("button", { name: "Læg i kurv" }).click();
    await customer.getByTestId("cart-count").waitFor();
    await customer.locator(".cart-button").click();
    await customer.getByRole("dialog", { name: /Indkøbskurv/ }).getByRole("button", { name: "Gå til kassen" }).click();
    await customer.waitForURL(/\/kasse\?cart=/);
    await hydrated(customer);
    await customer.locator("input[name=address]").fill("Nørrebrogade 10");
    await customer.locator("input[name=postcode]").fill("2200");
    await customer.locator("input[name=city]").fill("København N");
    await customer.locator("input[name=phone]").fill("12345678");
    await customer.locator("#checkout-terms").check();
    await customer.locator(".checkout-form button[type=submit]").click();
    await orderShown(customer);
    const number = /NE-\d+/.exec(customer.url())![0];

    const context = await adminContext();
    const { page, problems } = await openPage(context);
    await page.goto(site.url + "/admin/orders");
    await hydrated(page);
    await heading(page, "Ordrer");
    const order = card(page, `Ordre ${number}`);
    expect(await order.innerText()).toContain("Karen");
    expect(await order.innerText()).toContain("kunde@example.dk");
    expect(await order.innerText()).toContain("LED-pendel Nordlys");
    expect(await order.innerText()).toContain("1 × DKK 899,00");
    expect(await order.innerText()).toContain("Nørrebrogade 10, 2200 København N");
    expect(await order.locator(".status").innerText()).toBe("Afventer betaling");
    // Paid first (the customer hears of it), then sent.
    await order.getByRole("button", { name: "Marker som betalt" }).click();
    await expectToast(page, `Ordre ${number}: Betalt`);
    await waitForMail(site.server, (m) => m.to.includes("kunde@example.dk") && m.subject === `Vi har modtaget betalingen for ordre ${number}`, "the payment mail");
    await order.getByRole("button", { name: "Marker som gennemført" }).click();
    await expectToast(page, `Ordre ${number}: Gennemført`);
    expect(await order.locator(".status").innerText()).toBe("Gennemført");

    // The customer's orders tab and mailbox.
    await customer.goto(site.url + "/profile");
    await hydrated(customer);
    await customer.getByRole("tab", { name: "Ordrer" }).click();
    const tab = customer.getByRole("tabpanel");
    await tab.getByRole("heading", { name: `Ordre ${number}` }).waitFor();
    expect(await tab.locator(".status-completed").innerText()).toBe("Gennemført");
    const statusMail = await waitForMail(site.server, (m) => m.to.includes("kunde@example.dk") && m.subject === `Din ordre ${number} er gennemført`, "the status mail");
    expect(statusMail.text).toContain("Tak fordi du handlede hos os");

    // Filters live in the URL; the server's loader reads them.
    await page.getByLabel("Status", { exact: true }).selectOption("completed");
    await page.waitForURL(site.url + "/admin/orders?status=completed");
    await card(page, `Ordre ${number}`).waitFor();
    await page.getByLabel("Søg i ordrenummer, navn og email").fill("ingen-saadan-kunde");
    await page.getByRole("button", { name: "Søg", exact: true }).click();
    await page.waitForURL(site.url + "/admin/orders?status=completed&q=ingen-saadan-kunde");
    await page.getByText("Ingen ordrer passer til filtrene.").waitFor();
    await page.getByRole("link", { name: "Nulstil" }).click();
    await page.waitForURL(site.url + "/admin/orders");

    // Cancelling asks first; "keep" keeps it.
    const again = card(page, `Ordre ${number}`);
    await again.getByRole("button", { name: "Annullér ordren" }).click();
    expect(await again.innerText()).toContain(`Vil du annullere ordre ${number}?`);
    await again.getByRole("button", { name: "Fortryd" }).click();
    expect(await again.locator(".status").innerText()).toBe("Gennemført");
    await again.getByRole("button", { name: "Annullér ordren" }).click();
    await again.getByRole("button", { name: "Ja, annullér" }).click();
    await expectToast(page, `Ordre ${number}: Annulleret`);
    expect(await again.locator(".status").innerText()).toBe("Annulleret");
    await waitForMail(site.server, (m) => m.subject === `Din ordre ${number} er annulleret`, "the cancellation mail");
    await customer.reload();
    await hydrated(customer);
    await customer.getByRole("tab", { name: "Ordrer" }).click();
    expect(await customer.getByRole("tabpanel").locator(".status-cancelled").innerText()).toBe("Annulleret");

    expect(problems).toEqual([]);
    expect(customerProblems).toEqual([]);
    await context.close();
    await customerContext.close();
  });

  it("reads the requests, marks one handled, replies by mail and downloads the CSV", async () => {
    const context = await adminContext();
    const { page, problems } = await openPage(context);
    await page.goto(site.url + "/admin/requests");
    await hydrated(page);
    await heading(page, "Henvendelser");
    const request = card(page, "Jens Jensen");
    // The message keeps its line breaks.
    expect(await request.locator(".request-message").innerText()).toBe("Ny tavle i rækkehuset.\nHelst i uge 12.");
    expect(await request.textContent()).toContain("Tilbud");
    expect(await request.innerText()).toContain("Dansk");
    const reply = await request.getByRole("link", { name: "Svar på mail" }).getAttribute("href");
    expect(reply).toBe("mailto:jens@example.dk?subject=Re%3A%20din%20henvendelse%20til%20Nordlys%20El");
    expect(await request.locator(".status").innerText()).toBe("Ny");
    await request.getByRole("button", { name: "Marker som behandlet" }).click();
    await expectToast(page, "Markeret som behandlet");
    expect(await request.locator(".status").innerText()).toBe("Behandlet");

    // Stored: the "new" filter no longer lists it, "handled" does.
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await page.waitForURL(site.url + "/admin/requests?status=new");
    await page.getByText("Ingen henvendelser passer til filtrene.").waitFor();
    await page.getByLabel("Status", { exact: true }).selectOption("handled");
    await page.waitForURL(site.url + "/admin/requests?status=handled");
    await card(page, "Jens Jensen").waitFor();
    await page.getByLabel("Søg i navn, email, telefon og besked").fill("tavle");
    await page.keyboard.press("Enter");
    await page.waitForURL(site.url + "/admin/requests?status=handled&q=tavle");
    await card(page, "Jens Jensen").waitFor();

    // The newsletter's subscribers (the search filters them by address too).
    await page.goto(site.url + "/admin/requests");
    await hydrated(page);
    const subscribers = page.getByRole("table", { name: /Tilmeldt nyhedsbrevet/ });
    expect(await subscribers.innerText()).toContain("lise@example.dk");

    // CSV downloads.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Tilbudsforespørgsler" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^quotes-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("Jens Jensen");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lists the outbox with counts and filters, and moves between the admin pages", async () => {
    const context = await adminContext(PHONE);
    const { page, problems } = await openPage(context);
    await page.goto(site.url + "/admin/outbox");
    await hydrated(page);
    await heading(page, "Udgående mail");
    expect(await page.getByRole("main").innerText()).toContain(`Forsendelse: .eml files in ${site.server.outboxDir}`);
    const rows = page.locator(".outbox-table tbody tr");
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    expect(await rows.filter({ hasText: "Nulstil din adgangskode" }).first().locator(".status").innerText()).toBe("Sendt");
    const filter = page.getByRole("navigation", { name: "Vis mails" });
    await filter.getByRole("link", { name: /^Fejlet/ }).click();
    await page.waitForURL(site.url + "/admin/outbox?status=failed");
    await page.getByText("Ingen mails her.").waitFor();
    expect(await filter.getByRole("link", { name: /^Fejlet/ }).getAttribute("aria-current")).toBe("page");

    // The admin pages link to each other.
    const nav = page.getByRole("navigation", { name: "Administration" });
    for (const [name, path, title] of [
      ["Henvendelser", "/admin/requests", "Henvendelser"],
      ["Ordrer", "/admin/orders", "Ordrer"],
      ["Oversættelser", "/admin/translations", "Oversættelser"],
      ["Dækning", "/admin/translation-check", "Oversættelsesdækning"],
      ["Udgående mail", "/admin/outbox", "Udgående mail"],
    ]) {
      await nav.getByRole("link", { name }).click();
      await page.waitForURL(site.url + path);
      await heading(page, title);
      expect(await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name }).getAttribute("aria-current")).toBe("page");
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows 'Access Denied' on the back office pages to a customer", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await signIn(page, site.server, "kunde@example.dk", "hemmelig123");
    for (const path of ["/admin/requests", "/admin/orders", "/admin/outbox"]) {
      const response = await page.goto(site.url + path);
      expect(response?.status()).toBe(403);
      await hydrated(page);
      await heading(page, "Access Denied");
      expect(await page.getByRole("link", { name: "Return to homepage" }).getAttribute("href")).toBe("/");
      expect(await page.getByRole("navigation", { name: "Administration" }).count()).toBe(0);
    }
    expect(unexpected(problems, 403)).toEqual([]);
    await context.close();
  });
});

/** A loopback SMTP server that refuses every message until it is told to accept. */
function smtpPeer(): { server: NetServer; received: string[]; accept: () => void } {
  let accepting = false;
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let data = false;
    let message = "";
    socket.write("220 localhost ESMTP test\r\n");
    let buffer = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let at: number;
      while ((at = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === ".") {
            data = false;
            received.push(message);
            message = "";
            socket.write("250 2.0.0 queued\r\n");
          } else message += line + "\n";
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-localhost\r\n250 8BITMIME\r\n");
        else if (verb === "MAIL") socket.write(accepting ? "250 2.1.0 ok\r\n" : "550 5.7.1 refused by the test\r\n");
        else if (verb === "RCPT") socket.write("250 2.1.5 ok\r\n");
        else if (verb === "DATA") {
          data = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else socket.write("250 ok\r\n");
      }
    });
    socket.on("error", () => {});
  });
  return { server, received, accept: () => (accepting = true) };
}

describe("a mail the SMTP server refused", () => {
  let smtp: ReturnType<typeof smtpPeer>;

  beforeAll(async () => {
    smtp = smtpPeer();
    await new Promise<void>((r) => smtp.server.listen(0, "127.0.0.1", r));
  });
  // Registered before the server's: closed after it has stopped.
  afterAll(async () => {
    await new Promise((r) => smtp?.server.close(r));
  });
  // Its own server, the file's browser.
  const failing = useSite({
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}` }),
    admin: ADMIN,
    browser: false,
  });

  it("is listed as failed with the reason, and 'Prøv igen' sends it once the server accepts", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    // A contact message: a receipt and a notification, both refused (550 is final).
    await page.goto(failing.url + "/kontakt");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Send en besked" });
    await form.getByLabel("Navn").fill("Mette");
    await form.getByLabel("Email").fill("mette@example.dk");
    await form.getByLabel("Besked").fill("Ring mig op, tak");
    await form.getByRole("button", { name: "Send besked" }).click();
    await expectToast(page, "Tak for din besked!");

    await failing.admin.signIn(page);
    await expect
      .poll(async () => {
        await page.goto(failing.url + "/admin/outbox?status=failed");
        return page.locator(".outbox-table tbody tr").count();
      })
      .toBe(2);
    await hydrated(page);
    expect(await page.getByRole("main").innerText()).toContain("Forsendelse: SMTP smtp://127.0.0.1:");
    const row = page.locator(".outbox-table tbody tr").filter({ hasText: "mette@example.dk" });
    expect(await row.innerText()).toContain("refused by the test");
    expect(await row.locator(".status").innerText()).toBe("Fejlet");

    smtp.accept();
    await row.getByRole("button", { name: /^Prøv igen/ }).click();
    await expectToast(page, "Mailen er sat i kø igen");
    await expect.poll(() => smtp.received.length).toBe(1);
    await page.getByRole("link", { name: /^Sendt/ }).click();
    await page.waitForURL(failing.url + "/admin/outbox?status=sent");
    // The server marks the mail sent once the SMTP peer has answered, which may be a
    // moment after the peer holds it: the list is read again until it does.
    await expect
      .poll(async () => {
        await page.goto(failing.url + "/admin/outbox?status=sent");
        return page.locator(".outbox-table tbody tr").filter({ hasText: "mette@example.dk" }).count();
      })
      .toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
