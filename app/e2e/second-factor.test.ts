// The second factor in Chromium: an administrator is refused on admin pages until it
// is set up on /profile (QR code, secret, first code, recovery codes); signing in
// then asks for the code (a wrong one is refused, a recovery code works once); a
// session from before must sign in again; a password reset still asks for the code;
// turning it off asks for a code too. The test plays the authenticator app: codes are
// computed from the secret shown on the page.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  cli,
  expectToast,
  freshCode,
  hydrated,
  openPage,
  signIn,
  totpAtStep,
  useSite,
} from "./harness";
import { linkTo, waitForMail } from "./mailbox";

const ADMIN = { email: "ida@example.dk", password: "hemmelig123" };
let password = ADMIN.password;
/** What the set-up showed: the secret (as typed from the page) and the recovery codes. */
let secret = "";
let recoveryCodes: string[] = [];
/** Signed in with the password only, before the second factor existed. */
let before: BrowserContext;

const site = useSite({ admin: ADMIN });

/** Chromium logs each 4xx answer as a console error; these are the ones a test
 * expects (a refused admin page, a wrong code). Anything else must not be there. */
function unexpected(problems: string[], ...statuses: number[]): string[] {
  const expected = new RegExp(`status of (${statuses.join("|")}) `);
  return problems.filter((p) => !expected.test(p));
}

/** A 6-digit code the app shows at none of the steps the server accepts now. */
function wrongCode(): string {
  const step = Math.floor(Date.now() / 30_000);
  const valid = new Set([-2, -1, 0, 1, 2].map((d) => totpAtStep(secret, step + d)));
  let code = 123456;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

/** The /auth form up to the code step. */
async function passwordStep(page: Page, email: string, pass: string) {
  await page.goto(site.url + "/auth");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Log ind" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Adgangskode").fill(pass);
  await form.getByRole("button", { name: "Log ind" }).click();
  const step = page.getByRole("form", { name: "Indtast din engangskode" });
  await step.waitFor();
  return step;
}

const card = (page: Page) => page.getByRole("region", { name: "Tofaktorgodkendelse" });

describe("the second factor", () => {
  it("refuses an administrator on admin pages until it is set up, and says where", async () => {
    // A session from before the set-up, used again further down.
    before = await site.browser.newContext({ viewport: DESKTOP });
    const { page: early } = await openPage(before);
    await signIn(early, site.server, ADMIN.email, ADMIN.password);

    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await signIn(page, site.server, ADMIN.email, ADMIN.password);
    for (const path of ["/admin/translations", "/admin/orders"]) {
      const refused = await page.goto(site.url + path);
      expect(refused?.status()).toBe(403);
      await hydrated(page);
      expect(await page.locator("h1").innerText()).toBe("Tofaktorgodkendelse er påkrævet");
      expect(await page.locator("main").innerText()).toContain("Slå tofaktorgodkendelse til under din profil");
      expect(await page.locator(".admin-nav").count()).toBe(0);
    }
    await page.getByRole("link", { name: "Slå det til under din profil" }).click();
    await page.waitForURL(site.url + "/profile");
    // For an administrator without it, the card comes first and says why it matters.
    await card(page).waitFor();
    expect(await page.locator(".profile-grid > *").first().getAttribute("id")).toBe("second-factor");
    expect(await card(page).innerText()).toContain("Administratorsider kræver tofaktorgodkendelse.");
    expect(await card(page).locator(".status").innerText()).toBe("Slået fra");
    expect(unexpected(problems, 403)).toEqual([]);
    await context.close();
  });

  it("sets it up on /profile: QR code, the secret to type, the first code, then the recovery codes once", async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url });
    const { page, problems } = await openPage(context);
    await signIn(page, site.server, ADMIN.email, ADMIN.password);
    await hydrated(page);
    await card(page).getByRole("button", { name: "Slå tofaktorgodkendelse til" }).click();

    // The QR code (an SVG data URL from the server) and the same secret in groups of four.
    const qr = card(page).getByRole("img", { name: "QR-kode, som din godkendelsesapp kan scanne" });
    await qr.waitFor();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
    const shown = await card(page).locator(".second-factor-secret-value").innerText();
    expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    secret = shown.replace(/\s/g, "");
    await card(page).getByRole("button", { name: "Kopiér nøglen" }).click();
    await card(page).getByRole("button", { name: "Kopieret" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const code = card(page).getByLabel("6-cifret kode");
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await code.getAttribute("inputmode")).toBe("numeric");
    const confirm = card(page).getByRole("button", { name: "Bekræft og slå til" });
    // Too short: said in the browser. Wrong: said by the server.
    await code.fill("12345");
    await confirm.click();
    await card(page).getByText("Indtast de 6 cifre fra din app").waitFor();
    await code.fill(wrongCode());
    await confirm.click();
    await card(page).locator(".field-error").getByText("Koden er forkert eller udløbet").waitFor();
    // Typed with a space, as apps show it.
    const right = await freshCode(secret);
    await code.fill(`${right.slice(0, 3)} ${right.slice(3)}`);
    expect(await code.inputValue()).toBe(right);
    await confirm.click();
    await expectToast(page, "Tofaktorgodkendelse er slået til");

    // Ten recovery codes, shown once: copy, download, then "saved".
    const list = card(page).getByRole("list", { name: "Dine 10 gendannelseskoder" });
    await list.waitFor();
    recoveryCodes = (await list.locator("li").allInnerTexts()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    await card(page).getByRole("button", { name: "Kopiér koderne" }).click();
    await card(page).getByRole("button", { name: "Kopieret" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join("\n"));
    const [download] = await Promise.all([page.waitForEvent("download"), card(page).getByRole("button", { name: "Download (.txt)" }).click()]);
    expect(download.suggestedFilename()).toBe("gendannelseskoder.txt");
    const file = readFileSync((await download.path())!, "utf8");
    expect(file).toContain(`Gendannelseskoder til Nordlys El (${ADMIN.email})`);
    for (const c of recoveryCodes) expect(file).toContain(c);
    await card(page).getByRole("button", { name: "Jeg har gemt dem" }).click();
    await card(page).getByText(/^Slået til siden \d+\. [a-zæøå]+ \d{4}$/).waitFor();
    expect(await card(page).locator(".status").innerText()).toBe("Slået til");
    expect(await card(page).innerText()).not.toContain("Administratorsider kræver");
    expect(await card(page).locator(".recovery-codes").count()).toBe(0);

    // This session passed the factor: the admin pages open.
    const allowed = await page.goto(site.url + "/admin/translations");
    expect(allowed?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("Oversættelser");
    expect(unexpected(problems, 422)).toEqual([]);
    await context.close();
  });

  it("sends a session from before the set-up to sign in again, then asks for the code; a wrong one is refused", async () => {
    const { page, problems } = await openPage(before);
    const refused = await page.goto(site.url + "/admin/requests");
    expect(refused?.status()).toBe(403);
    await hydrated(page);
    expect(await page.locator("h1").innerText()).toBe("Log ind med din engangskode");
    expect(await page.locator("main").innerText()).toContain("Log ud, og log ind igen med koden");
    await page.getByRole("button", { name: "Log ud og log ind igen" }).click();
    await page.waitForURL(site.url + "/auth");
    await expectToast(page, "Du er logget ud");

    const step = await passwordStep(page, ADMIN.email, password);
    await page.getByRole("heading", { name: "Indtast din engangskode", level: 1 }).waitFor();
    const code = step.getByLabel("6-cifret kode");
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await code.getAttribute("inputmode")).toBe("numeric");
    // The field has the focus: the phone's code suggestion goes straight in.
    expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
    await code.fill(wrongCode());
    await step.getByRole("button", { name: "Bekræft" }).click();
    await step.locator(".field-error").getByText("Koden er forkert eller udløbet").waitFor();
    await expectToast(page, "Koden er forkert eller udløbet");
    // Emptied and focused again for the next try.
    expect(await code.inputValue()).toBe("");
    await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
    await code.fill(await freshCode(secret));
    await step.getByRole("button", { name: "Bekræft" }).click();
    // As after any sign-in: welcome, the header knows the user, /profile.
    await page.waitForURL(site.url + "/profile");
    await expectToast(page, "Velkommen tilbage!");
    expect(await page.locator("header .account-initial").innerText()).toBe("I");
    const allowed = await page.goto(site.url + "/admin/requests");
    expect(allowed?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("Henvendelser");
    expect(unexpected(problems, 401, 403)).toEqual([]);
    await before.close();
  }, 90_000);

  it("takes a recovery code instead, once: the second time it is refused", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    let step = await passwordStep(page, ADMIN.email, password);
    await step.page().getByRole("button", { name: "Brug en gendannelseskode" }).click();
    await step.getByLabel("Gendannelseskode").fill(recoveryCodes[0].toUpperCase());
    expect(await step.getByLabel("Gendannelseskode").inputValue()).toBe(recoveryCodes[0]);
    await step.getByRole("button", { name: "Bekræft" }).click();
    await page.waitForURL(site.url + "/profile");
    await expectToast(page, "Velkommen tilbage!");
    await hydrated(page);
    await page.getByRole("main").getByRole("button", { name: "Log ud" }).click();
    await page.waitForURL(site.url + "/");

    step = await passwordStep(page, ADMIN.email, password);
    await page.getByRole("button", { name: "Brug en gendannelseskode" }).click();
    await step.getByLabel("Gendannelseskode").fill(recoveryCodes[0]);
    await step.getByRole("button", { name: "Bekræft" }).click();
    await step.locator(".field-error").getByText("Koden er forkert eller udløbet").waitFor();
    // And back: the password form again, with the email kept and the password asked for.
    await page.getByRole("button", { name: "Tilbage til log ind" }).click();
    const form = page.getByRole("form", { name: "Log ind" });
    await form.waitFor();
    expect(await form.getByLabel("Email").inputValue()).toBe(ADMIN.email);
    expect(await form.getByLabel("Adgangskode").evaluate((input) => input === document.activeElement)).toBe(true);
    expect(unexpected(problems, 401)).toEqual([]);
    await context.close();
  });

  it("still asks for the code after a password reset", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/auth/reset");
    await hydrated(page);
    const request = page.getByRole("form", { name: "Glemt adgangskode?" });
    await request.getByLabel("Email").fill(ADMIN.email);
    await request.getByRole("button", { name: "Send link" }).click();
    const mail = await waitForMail(site.server, (m) => m.to.includes(ADMIN.email) && m.subject === "Nulstil din adgangskode", "the reset mail");
    await page.goto(site.url + linkTo(mail, "/auth/reset?token="));
    await hydrated(page);
    const form = page.getByRole("form", { name: "Vælg en ny adgangskode" });
    password = "nyt-kodeord-7";
    await form.getByLabel("Ny adgangskode", { exact: true }).fill(password);
    await form.getByLabel("Gentag ny adgangskode").fill(password);
    await form.getByRole("button", { name: "Gem ny adgangskode" }).click();

    const step = page.getByRole("form", { name: "Indtast din engangskode" });
    await step.waitFor();
    expect(await page.locator("main").innerText()).toContain("Din nye adgangskode er gemt.");
    await page.getByRole("button", { name: "Brug en gendannelseskode" }).click();
    await step.getByLabel("Gendannelseskode").fill(recoveryCodes[1]);
    await step.getByRole("button", { name: "Bekræft" }).click();
    await page.waitForURL(site.url + "/profile");
    await expectToast(page, "Din adgangskode er ændret");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("asks for a code to turn it off; then the admin pages ask for it again", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    const step = await passwordStep(page, ADMIN.email, password);
    await step.getByLabel("6-cifret kode").fill(await freshCode(secret));
    await step.getByRole("button", { name: "Bekræft" }).click();
    await page.waitForURL(site.url + "/profile");
    await hydrated(page);

    await card(page).getByRole("button", { name: "Slå fra" }).click();
    const form = card(page).getByRole("form", { name: "Slå fra" });
    expect(await form.innerText()).toContain("Uden tofaktorgodkendelse kan du ikke bruge administratorsiderne.");
    const field = form.getByLabel("Kode fra appen eller gendannelseskode");
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await form.getByRole("button", { name: "Slå fra" }).click();
    await form.locator(".field-error").getByText("Indtast en kode", { exact: true }).waitFor();
    await field.fill(wrongCode());
    await form.getByRole("button", { name: "Slå fra" }).click();
    await form.locator(".field-error").getByText("Koden er forkert eller udløbet").waitFor();
    await field.fill(recoveryCodes[2]);
    await form.getByRole("button", { name: "Slå fra" }).click();
    await expectToast(page, "Tofaktorgodkendelse er slået fra");
    await card(page).getByRole("button", { name: "Slå tofaktorgodkendelse til" }).waitFor();
    expect(await card(page).locator(".status").innerText()).toBe("Slået fra");
    expect(await card(page).innerText()).toContain("Administratorsider kræver tofaktorgodkendelse.");

    const refused = await page.goto(site.url + "/admin/outbox");
    expect(refused?.status()).toBe(403);
    expect(await page.locator("h1").innerText()).toBe("Tofaktorgodkendelse er påkrævet");
    // And the password alone signs in again.
    const { context: other, page: again } = await site.open({ viewport: DESKTOP });
    await signIn(again, site.server, ADMIN.email, password);
    await other.close();
    expect(unexpected(problems, 403, 422)).toEqual([]);
    await context.close();
  }, 90_000);
});

describe("on a phone and a desktop, in Danish and English", () => {
  const SCREENS = path.resolve(__dirname, "../../e2e-artifacts/screens");
  mkdirSync(SCREENS, { recursive: true });
  const combinations = [
    ["da", "phone", PHONE],
    ["da", "desktop", DESKTOP],
    ["en", "phone", PHONE],
    ["en", "desktop", DESKTOP],
  ] as const;

  for (const [lang, device, viewport] of combinations) {
    it(`fits and reads well (${lang}, ${device}): the card's states, the code step, the admin pages`, async () => {
      const at = (p: string) => site.url + (lang === "da" ? p : `/en${p}`);
      const email = `${lang}-${device}@example.dk`;
      cli(site.server, "user", "create", "--email", email, "--password", "hemmelig123", "--first-name", "Ida", "--admin");
      const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENS, `${name}-${lang}-${device}.png`) });
      // A toast over the card would hide what the screenshot is for.
      const noToast = async (page: Page) => {
        const close = page.getByRole("region", { name: "Notification" }).getByRole("button");
        if (await close.count()) await close.first().click();
        await page.locator(".toast").waitFor({ state: "detached" });
      };
      // The card on its own, however tall (a phone's viewport is shorter than the set-up).
      const shotCard = async (page: Page, name: string) => {
        const { x, y, width, height } = (await page.locator("#second-factor").boundingBox())!;
        const scrollY = await page.evaluate(() => window.scrollY);
        await page.screenshot({ path: path.join(SCREENS, `${name}-${lang}-${device}.png`), fullPage: true, clip: { x, y: y + scrollY, width, height } });
      };
      const fits = async (page: Page, what: string) =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${what} overflows`).toBeLessThanOrEqual(0);

      const { context: earlyContext, page: early, problems: earlyProblems } = await site.open({ viewport });
      await signIn(early, site.server, email, "hemmelig123");

      const { context, page, problems } = await site.open({ viewport });
      await signIn(page, site.server, email, "hemmelig123");
      await page.goto(at("/admin/translations"));
      await hydrated(page);
      await page.locator(".second-factor-required").waitFor();
      await fits(page, "the admin page asking for the set-up");
      await shot(page, "admin-enrol");

      await page.goto(at("/profile"));
      await hydrated(page);
      const box = page.locator("#second-factor");
      await box.scrollIntoViewIfNeeded();
      await fits(page, "the card, off");
      await shotCard(page, "profile-off");
      await box.locator("button.button-primary").click();
      await box.locator(".second-factor-qr").waitFor();
      await expect.poll(() => box.locator(".second-factor-qr").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await fits(page, "the card, setting up");
      await shotCard(page, "profile-setup");
      const typed = (await box.locator(".second-factor-secret-value").innerText()).replace(/\s/g, "");
      await box.locator("input[name=code]").fill(await freshCode(typed));
      await box.locator("form button[type=submit]").click();
      await box.locator(".recovery-codes").waitFor();
      await fits(page, "the recovery codes");
      await noToast(page);
      await shotCard(page, "profile-codes");
      await box.locator(".second-factor-codes button.button-primary").click();
      await box.locator(".second-factor-since").waitFor();
      await fits(page, "the card, on");
      await noToast(page);
      await shotCard(page, "profile-on");
      await box.locator("button.button-outline").click();
      await box.locator(".second-factor-turn-off").waitFor();
      await shotCard(page, "profile-turn-off");

      // The session from before the set-up is asked to sign in again with the code.
      await early.goto(at("/admin/orders"));
      await hydrated(early);
      await early.locator(".second-factor-required").waitFor();
      await fits(early, "the admin page asking for the code");
      await shot(early, "admin-verify");

      const { context: other, page: signingIn, problems: signInProblems } = await site.open({ viewport });
      await signingIn.goto(at("/auth"));
      await hydrated(signingIn);
      await signingIn.locator("input[name=email]").fill(email);
      await signingIn.locator("input[name=password]").fill("hemmelig123");
      await signingIn.locator("form:not([role=search]) button[type=submit]").click();
      await signingIn.locator(".second-factor-step").waitFor();
      await fits(signingIn, "the code step");
      await shot(signingIn, "sign-in-code");
      await signingIn.locator(".second-factor-step-links button").first().click();
      await signingIn.locator("input[name=recoveryCode]").waitFor();
      await shot(signingIn, "sign-in-recovery");

      expect(unexpected(problems, 403)).toEqual([]);
      expect(unexpected(earlyProblems, 403)).toEqual([]);
      expect(signInProblems).toEqual([]);
      await Promise.all([earlyContext.close(), context.close(), other.close()]);
    });
  }
});
