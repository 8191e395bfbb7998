// The customer's own data on /profile, in Chromium: "Hent mine data" downloads the
// account's data as JSON; "Slet min konto" asks for the password, deletes the account
// and leaves the visitor signed out; the address can sign up again.
import { readFileSync } from "node:fs";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, signUp, useSite } from "./harness";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const site = useSite();

describe("the customer's own data", () => {
  it("downloads everything held about the account and deletes it", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP, acceptDownloads: true });
    await signUp(page, site.server, "lise@example.dk", "Lise", "Holm");
    await hydrated(page);
    const card = page.getByRole("region", { name: "Dine data" });

    const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: "Hent mine data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^nordlys-el-mine-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(exported.account.email).toBe("lise@example.dk");
    expect(exported.account.firstName).toBe("Lise");

    // Asked first, in place; Escape gives up and returns the focus.
    await card.getByRole("button", { name: "Slet min konto" }).click();
    const password = card.getByLabel("Din adgangskode");
    await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: path.join(SCREENS, "profile-delete-da-desktop.png") });
    await page.keyboard.press("Escape");
    await expect.poll(() => card.getByRole("button", { name: "Slet min konto" }).evaluate((el) => el === document.activeElement)).toBe(true);

    await card.getByRole("button", { name: "Slet min konto" }).click();
    await card.getByLabel("Din adgangskode").fill("forkert-kode");
    await card.getByRole("button", { name: "Slet kontoen for altid" }).click();
    await card.locator(".field-error").waitFor();
    await card.getByLabel("Din adgangskode").fill("hemmelig123");
    await card.getByRole("button", { name: "Slet kontoen for altid" }).click();
    await page.waitForURL(site.url + "/");
    await hydrated(page);
    // Signed out: the profile asks for a sign-in; the address may sign up again.
    await page.goto(site.url + "/profile");
    await page.waitForURL(site.url + "/auth");
    await signUp(page, site.server, "lise@example.dk", "Lise", "Holm");
    expect(problems.filter((p) => !p.includes("status of 403"))).toEqual([]);
    await context.close();
  });

  it("reads well in English on a phone", async () => {
    const { context, page } = await site.open({ viewport: PHONE });
    await signUp(page, site.server, "anna@example.dk", "Anna", "Berg");
    await page.goto(site.url + "/en/profile");
    await hydrated(page);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.locator(".own-data").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENS, "profile-own-data-en-phone.png") });
    await context.close();
  });
});
