// The Translation Manager in Chromium: an administrator runs "translate all" against
// a loopback LibreTranslate-compatible server, watches the progress, gets the error
// toast when the provider fails, then the finished run's downloads, and reviews a
// machine translation.
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, cli, expectToast, hydrated, signInAsAdmin as signInAdmin, useSite } from "./harness";

let provider: HttpServer;
const sent: string[] = [];
/** While set, the provider answers 500 after this many translations. */
let failAfter: number | null = null;
// The provider answers once this settles: a test holds it to look at a run in progress.
let held: Promise<void> = Promise.resolve();

// Messages taken out of the shipped catalogues, so there is something to translate.
const REMOVED: Record<string, string[]> = {
  en: ["hero-title", "booking-call"],
  de: ["hero-title", "hero-badge"],
  fr: ["hero-title", "booking-call"],
};

function partialLocales(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "elektriker-locales-"));
  const root = path.resolve(__dirname, "../../locales");
  cpSync(root, dir, { recursive: true });
  for (const [lang, ids] of Object.entries(REMOVED)) {
    for (const file of readdirSync(path.join(dir, lang))) {
      const full = path.join(dir, lang, file);
      const lines = readFileSync(full, "utf8").split("\n");
      const kept: string[] = [];
      let skipping = false;
      for (const line of lines) {
        if (ids.some((id) => line.startsWith(`${id} =`))) skipping = true;
        else if (!(skipping && line.startsWith(" "))) skipping = false;
        if (!skipping) kept.push(line);
      }
      writeFileSync(full, kept.join("\n"));
    }
  }
  return dir;
}

beforeAll(async () => {
  // A LibreTranslate-compatible provider on loopback: tags the text with the target.
  provider = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const { q, source, target } = JSON.parse(body) as { q: string; source: string; target: string };
      if (failAfter !== null && sent.length >= failAfter) {
        res.writeHead(500).end("provider down");
        return;
      }
      sent.push(q);
      // A little latency, like a real service; held while the test looks at the run.
      void held.then(() =>
        setTimeout(() => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ translatedText: `[${target}] ${q}`, source }));
        }, 150),
      );
    });
  });
  await new Promise<void>((r) => provider.listen(0, "127.0.0.1", r));
});
// Registered before the site's: closed after the server has stopped.
afterAll(() => {
  provider?.close();
});

const site = useSite({
  env: () => ({
    LOCALES_DIR: partialLocales(),
    TRANSLATION_PROVIDER: "libretranslate",
    TRANSLATION_API_URL: `http://127.0.0.1:${(provider.address() as { port: number }).port}`,
  }),
  setup({ server }) {
    cli(server, "user", "create", "--email", "admin@example.dk", "--password", "hemmelig123", "--first-name", "Ida");
    cli(server, "user", "grant-admin", "admin@example.dk");
  },
});

// The first sign-in sets up the second factor admin pages need; the next one gives its code.
const signInAsAdmin = (page: Page) => signInAdmin(page, site.server, "admin@example.dk", "hemmelig123");

describe("the Translation Manager", () => {
  it("translates everything missing on the server, with progress, an error toast and the downloads", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP, acceptDownloads: true });
    await signInAsAdmin(page);
    await page.goto(site.url + "/admin/translations");
    await hydrated(page);
    expect(await page.locator("h1").innerText()).toBe("Oversættelser");
    const cards = page.locator(".coverage-card");
    expect(await cards.count()).toBe(3);
    expect(await cards.nth(0).innerText()).toContain("Mangler: 2");
    expect(await page.locator(".manager-steps li").count()).toBe(5);
    await page.getByText("Oversættelsestjeneste: LibreTranslate").waitFor();

    // The provider breaks after two strings: the destructive toast, progress kept.
    failAfter = 2;
    const button = page.getByRole("button", { name: "Oversæt alt fra dansk" });
    await button.click();
    await expectToast(page, "Oversættelsesfejl – prøv venligst igen");
    const toast = page.getByRole("region", { name: "Notification" }).locator(".toast-destructive");
    expect(await toast.count()).toBeGreaterThan(0);
    await page.getByText("Det, der nåede at blive oversat, er gemt.").first().waitFor();
    await page.waitForFunction(() => document.querySelector(".coverage-card")?.textContent?.includes("Mangler: 0"));
    await page.screenshot({ path: path.resolve(__dirname, "../../e2e-artifacts/translations-error-desktop-da.png") });

    // Fixed: the next run does the rest; progress shows current / total; each
    // language's catalogue downloads when it finishes.
    failAfter = null;
    const downloads: Download[] = [];
    page.on("download", (d) => downloads.push(d));
    // The provider holds its answers until the running state has been seen, however
    // slow the machine: the run cannot finish before the test looks.
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    await button.click();
    await page.getByRole("button", { name: "Oversætter …" }).waitFor();
    release();
    await expect.poll(() => page.locator(".manager-counter").innerText()).toMatch(/^[1-4] \/ 4$/);
    expect(await page.locator(".manager-progress progress").getAttribute("max")).toBe("4");
    await expectToast(page, "Oversættelse fuldført");
    await expect.poll(() => page.locator(".manager-counter").innerText()).toBe("4 / 4");
    await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(3);
    expect(downloads.map((d) => d.suggestedFilename()).sort()).toEqual(["de.ftl", "en.ftl", "fr.ftl"]);
    const fr = downloads.find((d) => d.suggestedFilename() === "fr.ftl")!;
    const text = readFileSync((await fr.path())!, "utf8");
    expect(text).toContain("# machine\nhero-title = [fr] Sikker el til hjem og erhverv – til fast pris");
    expect(text).toContain("booking-call = [fr] Ring { $phone }");
    expect(sent).toContain("Ring __P0__");

    // Every card is complete now; the review lists the machine translations.
    await page.waitForFunction(() => [...document.querySelectorAll(".coverage-card")].every((c) => c.textContent?.includes("100 %")));
    const review = page.locator(".review-table tbody tr");
    expect(await review.count()).toBe(6);
    await page.screenshot({ path: path.resolve(__dirname, "../../e2e-artifacts/translations-desktop-da.png"), fullPage: true });

    // Edit one: a lost placeable is refused, a good edit is saved and shown on the site.
    const field = page.getByLabel("Oversættelse: booking-call (en)");
    await field.fill("Call us");
    await page.locator("tr", { has: field }).getByRole("button", { name: "Gem og godkend" }).click();
    await page.getByText("Oversættelsen skal have de samme pladsholdere").first().waitFor();
    await field.fill("Call us on { $phone }");
    await page.locator("tr", { has: field }).getByRole("button", { name: "Gem og godkend" }).click();
    await expectToast(page, "Oversættelsen er gemt og godkendt");
    // The refused edit answered 422, which Chromium logs; nothing else may be logged.
    problems.splice(0, problems.length, ...problems.filter((p) => !p.includes("status of 422")));
    await page.waitForFunction(() => document.querySelector(".review-table")?.textContent?.includes("Godkendt"));
    const english = await context.newPage();
    await english.goto(site.url + "/en");
    // textContent: the booking section renders lazily (content-visibility), so it is
    // not in innerText until scrolled to.
    expect(await english.locator(".booking").textContent()).toContain("Call us on +45 70 60 50 40");
    expect(await english.locator("h1").first().innerText()).toBe("[en] Sikker el til hjem og erhverv – til fast pris");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("fits a phone and shows the coverage report in English", async () => {
    const { context, page } = await site.open({ viewport: PHONE });
    await signInAsAdmin(page);
    await page.goto(site.url + "/en/admin/translations");
    await hydrated(page);
    expect(await page.locator("h1").innerText()).toBe("Translations");
    await page.getByRole("button", { name: "Translate all from Danish" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.resolve(__dirname, "../../e2e-artifacts/translations-phone-en.png"), fullPage: true });
    await page.goto(site.url + "/en/admin/translation-check");
    await hydrated(page);
    expect(await page.locator("main").innerText()).toContain("All texts are translated.");
    await context.close();
    // Signing in again gives a code of the next 30-second step: up to 30 s of waiting.
  }, 90_000);
});
