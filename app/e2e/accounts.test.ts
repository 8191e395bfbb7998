// A customer's account from start to finish, and the admin guard, in Chromium.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  cli,
  enrolSecondFactor,
  expectToast,
  hydrated,
  signIn as signInWith,
  useSite,
} from "./harness";

const site = useSite();

/** Waits until the page's data has arrived (client navigation changes the URL first). */
async function heading(page: Page, text: string) {
  await page.waitForFunction((t) => document.querySelector("h1")?.textContent === t, text);
}

async function signIn(page: Page, email: string, password: string) {
  await signInWith(page, site.server, email, password);
  await heading(page, "Min konto");
}

describe("a customer's account", () => {
  it("signs up, edits the profile, changes the password, logs out and back in", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/auth");
    await hydrated(page);

    await page.getByRole("tab", { name: "Opret konto" }).click();
    const form = page.getByRole("form", { name: "Opret konto" });
    // Browser-side validation first: the specification's messages under the fields.
    await form.getByRole("button", { name: "Opret konto" }).click();
    expect(await form.innerText()).toContain("Fornavn er påkrævet");
    await expectToast(page, "Ugyldige oplysninger");

    await form.getByLabel("Fornavn").fill("Mette");
    await form.getByLabel("Efternavn").fill("Hansen");
    await form.getByLabel("Email").fill("mette@example.dk");
    await form.getByLabel("Adgangskode").fill("kort1");
    expect(await form.innerText()).toContain("Mindst 6 tegn");
    expect(await form.locator(".strength").innerText()).toContain("Svag");
    await form.getByLabel("Adgangskode").fill("hemmelig1");
    expect(await form.locator(".strength").innerText()).toContain("Middel");
    await form.getByLabel("Adgangskode").fill("hemmelig123");
    expect(await form.locator(".strength").innerText()).toContain("Stærk");
    await form.getByRole("button", { name: "Opret konto" }).click();

    await page.waitForURL(site.url + "/profile");
    await expectToast(page, "Velkommen til Nordlys El!");
    await heading(page, "Min konto");
    expect(await page.locator(".profile-page").innerText()).toContain("Hej Mette Hansen");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("mette@example.dk");
    expect(await page.getByLabel("Email", { exact: true }).isDisabled()).toBe(true);

    // Edit and save.
    await page.getByLabel("Fornavn").fill("Mette-Marie");
    await page.getByLabel("Telefon (valgfrit)").fill("+45 12 34 56 78");
    await page.getByRole("button", { name: "Gem ændringer" }).click();
    await expectToast(page, "Profil opdateret");
    await page.waitForFunction(() => document.querySelector(".profile-page")?.textContent?.includes("Hej Mette-Marie Hansen"));
    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel("Telefon (valgfrit)").inputValue()).toBe("+45 12 34 56 78");

    // Change the password: a mismatch first, then for real.
    const pw = page.getByRole("form", { name: "Skift adgangskode" });
    await pw.getByLabel("Nuværende adgangskode", { exact: true }).fill("hemmelig123");
    await pw.getByLabel("Ny adgangskode", { exact: true }).fill("nyhemmelig123");
    await pw.getByLabel("Gentag ny adgangskode").fill("nyhemmelig12");
    await pw.getByRole("button", { name: "Skift adgangskode" }).click();
    expect(await pw.innerText()).toContain("Adgangskoderne matcher ikke");
    await pw.getByLabel("Gentag ny adgangskode").fill("nyhemmelig123");
    await pw.getByRole("button", { name: "Skift adgangskode" }).click();
    await expectToast(page, "Your new password is now active");

    // Log out from the account menu: home, with a message.
    await page.getByRole("button", { name: "Min konto", exact: true }).click();
    await page.getByRole("menuitem", { name: "Log ud" }).click();
    await expectToast(page, "Du er logget ud");
    await page.waitForURL(site.url + "/");
    await page.getByRole("link", { name: "Log ind" }).first().waitFor();

    // The old password no longer works; the new one does.
    await page.goto(site.url + "/auth");
    await hydrated(page);
    const signInForm = page.getByRole("form", { name: "Log ind" });
    await signInForm.getByLabel("Email").fill("mette@example.dk");
    await signInForm.getByLabel("Adgangskode").fill("hemmelig123");
    await signInForm.getByRole("button", { name: "Log ind" }).click();
    await expectToast(page, "Forkert email eller adgangskode");
    await signInForm.getByLabel("Adgangskode").fill("nyhemmelig123");
    await signInForm.getByRole("button", { name: "Log ind" }).click();
    await page.waitForURL(site.url + "/profile");
    await heading(page, "Min konto");
    await expectToast(page, "Velkommen tilbage!");

    // The orders tab: the empty state with a way to the shop.
    await page.getByRole("tab", { name: "Ordrer" }).click();
    expect(await page.getByRole("tabpanel").innerText()).toContain("Du har ingen ordrer endnu.");
    expect(await page.getByRole("link", { name: "Start med at handle" }).getAttribute("href")).toBe("/#products");

    // A signed-in visitor who opens /auth lands on /profile.
    await page.goto(site.url + "/auth");
    expect(page.url()).toBe(site.url + "/profile");
    // The browser logs the deliberate wrong-password answer (401); nothing else.
    expect(problems.filter((p) => !p.includes("status of 401"))).toEqual([]);
    await context.close();
  });

  it("leaves /profile for /auth when the session ends while the page is open", async () => {
    cli(site.server, "user", "create", "--email", "bo@example.dk", "--password", "hemmelig123", "--first-name", "Bo");
    const { context, page } = await site.open({ viewport: PHONE });
    await signIn(page, "bo@example.dk", "hemmelig123");
    // (The watcher's code comes after the page: the focus below must find it there.)
    await page.locator("html[data-session-watch]").waitFor({ state: "attached" });
    // Signed out elsewhere (another tab): the page notices when it regains focus.
    await page.evaluate(() => fetch("/api/auth/sign-out", { method: "POST" }));
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.waitForURL(site.url + "/auth");
    await expectToast(page, "Du er blevet logget ud");
    await context.close();
  });

  it("offers profile and log out in the mobile menu when signed in", async () => {
    const { context, page } = await site.open({ viewport: PHONE });
    await signIn(page, "bo@example.dk", "hemmelig123");
    await page.getByRole("button", { name: "Åbn menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Mobilmenu" });
    expect(await dialog.getByRole("link", { name: "Profil" }).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Log ud" }).click();
    await page.waitForURL(site.url + "/");
    await expectToast(page, "Du er logget ud");
    await context.close();
  });
});

describe("the admin guard", () => {
  it("shows 'Access Denied' to a customer and the page to an admin", async () => {
    const { context, page } = await site.open({ viewport: DESKTOP });
    const anonymous = await page.goto(site.url + "/admin/translations");
    expect(anonymous?.url()).toBe(site.url + "/auth");

    await signIn(page, "bo@example.dk", "hemmelig123");
    const denied = await page.goto(site.url + "/admin/translation-check");
    expect(denied?.status()).toBe(403);
    await hydrated(page);
    expect(await page.locator("h1").innerText()).toBe("Access Denied");
    expect(await page.locator("main").innerText()).toContain("You need administrator privileges to access this page.");
    await page.getByRole("link", { name: "Return to homepage" }).click();
    await page.waitForURL(site.url + "/");

    cli(site.server, "user", "grant-admin", "bo@example.dk");
    // Administrators need a second factor, passed in this session.
    await enrolSecondFactor(page);
    const allowed = await page.goto(site.url + "/admin/translations");
    expect(allowed?.status()).toBe(200);
    expect(await page.locator("h1").innerText()).toBe("Oversættelser");
    await context.close();
  });
});
