// The newsletter in Chromium: the banner's sign-up mails only a confirmation; its link
// opens a page whose one button confirms (opening it changes nothing), also without
// JavaScript, and the welcome with the code follows; the unsubscribe link's page asks
// with one button; the profile subscribes and unsubscribes. Screenshots of the new
// pages in Danish and English, on a phone and a desktop.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, cli, hydrated, signUp, islandLive, useSite } from "./harness";
import { linkTo, readOutbox, waitForMail } from "./mailbox";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const site = useSite();

/** An address's consent record (`elektriker export newsletter`): status and confirmed_by. */
function consentOf(email: string): { status: string; by: string } {
  const line = cli(site.server, "export", "newsletter").split("\n").find((l) => l.startsWith(`"${email}",`));
  // Every field is quoted, a quote inside doubled.
  const fields = [...(line ?? "").matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));
  return { status: fields[3] ?? "none", by: fields[6] ?? "" };
}

describe("the newsletter", () => {
  it("confirms by the button on the mailed link's page, welcomes with the code, and unsubscribes with one button", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/");
    await hydrated(page);
    await islandLive(page, "newsletter");
    await page.getByLabel("Din email").fill("lise@example.dk");
    await page.getByRole("button", { name: "Tilmeld" }).click();
    await page.getByRole("region", { name: "Notification" }).getByText("Tjek din indbakke").waitFor();

    const confirmation = await waitForMail(site.server, (m) => m.to.includes("lise@example.dk"), "the confirmation");
    expect(confirmation.subject).toBe("Bekræft din tilmelding til nyhedsbrevet");
    expect(confirmation.text).not.toContain("NORDLYS10-");
    // Opening the link (a mail service's scanner would): one button, and nothing changes.
    const link = site.url + linkTo(confirmation, "/nyhedsbrev/bekraeft?token=");
    await page.goto(link);
    await hydrated(page);
    expect(await page.locator("h1").innerText()).toBe("Bekræft din tilmelding");
    expect(await page.locator("main").getByRole("button").count()).toBe(1);
    expect(consentOf("lise@example.dk")).toEqual({ status: "pending", by: "" });
    await page.screenshot({ path: path.join(SCREENS, "newsletter-confirm-da-desktop.png") });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(SCREENS, "newsletter-confirm-da-phone.png") });
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "Bekræft tilmelding" }).click();
    await page.locator("h1", { hasText: "Tak – du er tilmeldt" }).waitFor();
    await hydrated(page);
    expect(page.url()).toBe(link);
    expect(consentOf("lise@example.dk")).toEqual({ status: "confirmed", by: "button" });
    await page.screenshot({ path: path.join(SCREENS, "newsletter-confirmed-da-desktop.png") });
    const welcome = await waitForMail(site.server, (m) => m.to.includes("lise@example.dk") && m.subject.startsWith("Velkommen"), "the welcome");
    expect(welcome.text).toMatch(/NORDLYS10-[A-Z0-9]{6}/);
    // A reload (the press answered with a redirect) asks nothing and sends nothing.
    await page.reload();
    await hydrated(page);
    expect(await page.locator("h1").innerText()).toBe("Tak – du er tilmeldt");
    expect((await readOutbox(site.server)).filter((m) => m.to.includes("lise@example.dk")).length).toBe(2);

    // The visible link: a page with one button; opening it changes nothing.
    const unsubscribe = linkTo(welcome, "/nyhedsbrev/afmeld?token=");
    await page.goto(site.url + unsubscribe);
    await hydrated(page);
    expect(await page.locator("h1").innerText()).toBe("Afmeld nyhedsbrevet");
    await page.screenshot({ path: path.join(SCREENS, "newsletter-unsubscribe-da-desktop.png") });
    await page.reload();
    expect(await page.getByRole("button", { name: "Afmeld", exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: "Afmeld", exact: true }).click();
    await page.locator("h1", { hasText: "Du er afmeldt" }).waitFor();

    // The welcome's code in the cart: 10 % off, shown as its own line, and at the checkout.
    const code = /NORDLYS10-[A-Z0-9]{6}/.exec(welcome.text)![0];
    await page.goto(site.url + "/product/led-havespyd-3-pak");
    await hydrated(page);
    await page.getByRole("button", { name: "Læg i kurv", exact: true }).click();
    await page.locator(".cart-button").click();
    const panel = page.getByRole("dialog", { name: /Indkøbskurv/ });
    await panel.getByLabel("Rabatkode").fill("nordlys10-forkert");
    await panel.getByRole("button", { name: "Anvend" }).click();
    await panel.getByText("Rabatkoden findes ikke eller er allerede brugt").waitFor();
    await panel.getByLabel("Rabatkode").fill(code.toLowerCase());
    await panel.getByRole("button", { name: "Anvend" }).click();
    await panel.getByTestId("cart-discount").waitFor();
    expect(await panel.getByTestId("cart-discount").innerText()).toContain("Rabat 10 %");
    expect(await panel.getByTestId("cart-discount").innerText()).toContain("DKK 79,90");
    expect(await panel.getByTestId("cart-total").innerText()).toBe("DKK 719,10");
    await page.screenshot({ path: path.join(SCREENS, "cart-code-da-desktop.png") });
    await panel.getByRole("button", { name: "Gå til kassen" }).click();
    await page.waitForURL(/\/kasse\?cart=/);
    await hydrated(page);
    expect(await page.locator("input[name=discountCode]").inputValue()).toBe(code);
    // 799 kr less 10 % is 719,10 kr: below 750 kr, so the parcel costs 49 kr.
    expect(await page.getByTestId("order-total").innerText()).toBe("DKK 768,10");
    expect(problems.filter((p) => !p.includes("status of 422"))).toEqual([]);
    await context.close();
  });

  it("works in English on a phone, and on the profile", async () => {
    const { context, page } = await site.open({ viewport: PHONE });
    await page.goto(site.url + "/en");
    await hydrated(page);
    await islandLive(page, "newsletter");
    await page.locator("#newsletter-email").fill("anna@example.dk");
    await page.locator(".newsletter-form button[type=submit]").click();
    const confirmation = await waitForMail(site.server, (m) => m.to.includes("anna@example.dk"), "the English confirmation");
    await page.goto(site.url + linkTo(confirmation, "/en/nyhedsbrev/bekraeft?token="));
    await hydrated(page);
    await page.screenshot({ path: path.join(SCREENS, "newsletter-confirm-en-phone.png") });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: path.join(SCREENS, "newsletter-confirm-en-desktop.png") });
    await page.setViewportSize(PHONE);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await page.locator("h1", { hasText: "Thank you – you are subscribed" }).waitFor();
    await page.screenshot({ path: path.join(SCREENS, "newsletter-confirmed-en-phone.png") });
    const welcome = await waitForMail(site.server, (m) => m.to.includes("anna@example.dk") && m.subject !== confirmation.subject, "the welcome");
    await page.goto(site.url + linkTo(welcome, "/en/nyhedsbrev/afmeld?token="));
    await hydrated(page);
    await page.screenshot({ path: path.join(SCREENS, "newsletter-unsubscribe-en-phone.png") });
    await context.close();

    // A customer with a verified address subscribes on the profile at once.
    const { context: customer, page: profile } = await site.open({ viewport: DESKTOP });
    await signUp(profile, site.server, "karen@example.dk", "Karen", "Holm");
    const verification = await waitForMail(site.server, (m) => m.to.includes("karen@example.dk"), "the verification");
    await profile.goto(site.url + linkTo(verification, "/auth/verify?token="));
    await profile.goto(site.url + "/profile");
    await hydrated(profile);
    const card = profile.getByRole("region", { name: "Nyhedsbrev" });
    expect(await card.innerText()).toContain("Du er ikke tilmeldt.");
    await card.getByRole("button", { name: "Tilmeld nyhedsbrevet" }).click();
    await card.getByText("Du er tilmeldt.").waitFor();
    await card.getByRole("button", { name: "Afmeld nyhedsbrevet" }).click();
    await card.getByText("Du er afmeldt.").waitFor();
    await customer.close();
  });

  it("confirms without JavaScript, and a dead link says so", async () => {
    const answer = await fetch(site.url + "/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.url, "x-lang": "de" },
      body: JSON.stringify({ email: "jonas@example.dk" }),
    });
    expect(answer.status).toBe(202);
    const confirmation = await waitForMail(site.server, (m) => m.to.includes("jonas@example.dk"), "the German confirmation");
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + linkTo(confirmation, "/de/nyhedsbrev/bekraeft?token="));
    expect(await page.locator("h1").innerText()).toBe("Bestätigen Sie Ihre Anmeldung");
    expect(consentOf("jonas@example.dk").status).toBe("pending");
    await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await page.locator("h1", { hasText: "Vielen Dank – Sie sind angemeldet" }).waitFor();
    expect(consentOf("jonas@example.dk")).toEqual({ status: "confirmed", by: "button" });
    await waitForMail(site.server, (m) => m.to.includes("jonas@example.dk") && m.subject.startsWith("Willkommen"), "the German welcome");

    const response = await page.goto(site.url + "/nyhedsbrev/bekraeft?token=ugyldig");
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").innerText()).toBe("Linket virker ikke længere");
    expect(await page.locator("main").getByRole("button").count()).toBe(0);
    await context.close();
  });
});

describe("campaigns", () => {
  it("the administrator writes, previews, tests and sends one; a second this month is not offered", async () => {
    const { cli, signInAsAdmin } = await import("./harness");
    cli(site.server, "user", "create", "--email", "admin@example.dk", "--password", "hemmelig123", "--first-name", "Ida", "--admin");
    for (const [lang, viewport, device] of [["da", DESKTOP, "desktop"], ["en", PHONE, "phone"]] as const) {
      const { context, page, problems } = await site.open({ viewport });
      await signInAsAdmin(page, site.server, "admin@example.dk", "hemmelig123");
      await page.goto(site.url + (lang === "da" ? "/admin/newsletter" : "/en/admin/newsletter"));
      await hydrated(page);
      await page.locator("main h1").waitFor();
      await page.screenshot({ path: path.join(SCREENS, `admin-newsletter-${lang}-${device}.png`), fullPage: true });
      if (lang === "da") {
        await page.locator("#subject-da").fill("Nyt fra Nordlys El");
        await page.locator("#body-da").fill("Efteråret er her.\n\nTjek dine lamper.");
        await page.locator("#subject-en").fill("News from Nordlys El");
        await page.locator("#body-en").fill("Autumn is here.\n\nCheck your lamps.");
        await page.locator("#preview-lang").selectOption("en");
        await page.getByRole("button", { name: "Forhåndsvis" }).click();
        await page.locator(".newsletter-preview strong", { hasText: "News from Nordlys El" }).waitFor();
        expect(await page.locator(".newsletter-preview-text").innerText()).toContain("Check your lamps.");
        await page.getByRole("button", { name: "Send test til mig" }).click();
        await waitForMail(site.server, (m) => m.to.includes("admin@example.dk") && m.subject === "[Test] News from Nordlys El", "the test");
        await page.getByRole("button", { name: /^Send til/ }).click();
        await page.getByRole("button", { name: "Ja, send" }).click();
        await page.getByRole("table").getByText("Nyt fra Nordlys El").waitFor();
        // One a month: the page says when the next may go, and offers no button.
        await page.getByText(/Det næste kan sendes fra/).first().waitFor();
        expect(await page.getByRole("button", { name: /^Send til/ }).isDisabled()).toBe(true);
        await page.screenshot({ path: path.join(SCREENS, "admin-newsletter-sent-da-desktop.png"), fullPage: true });
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
