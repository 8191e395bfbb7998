// Booking a time in Chromium: a visitor books the free call with the keyboard only
// and gets the confirmation with the calendar invitation; the administrator finds it
// on the week view and cancels it (the customer gets METHOD:CANCEL); a site visit
// booked and cancelled without JavaScript; screenshots of the booking page and the
// week view in Danish and English on a phone and a desktop.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectToast, hydrated, useSite } from "./harness";
import { type Mail, waitForMail } from "./mailbox";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });
const ADMIN = { email: "ida@nordlys-el.dk", password: "admin-kode-1" };

const site = useSite({ admin: ADMIN });

/** The element with the keyboard focus, described. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return "";
    if (el.tagName === "A" && el.dataset.date) return `a[data-date=${el.dataset.date}]`;
    return `${el.tagName.toLowerCase()}${el.name ? `[name=${el.name}]` : ""}${el.type === "radio" ? "[radio]" : ""}`;
  });
}

async function tabTo(page: Page, target: string, limit = 150) {
  for (let i = 0; i < limit; i++) {
    if ((await focused(page)) === target) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target} (at ${await focused(page)})`);
}

function invitation(mail: Mail): string {
  const ics = mail.attachments.find((a) => a.filename === "invite.ics");
  if (!ics) throw new Error(`no invite.ics in "${mail.subject}": ${JSON.stringify(mail.attachments.map((a) => a.filename))}`);
  return ics.text;
}

/** `2027-03-30T08:00:00+02:00` as the invitation writes it in Copenhagen time. */
function icsLocal(iso: string): string {
  return iso.slice(0, 19).replace(/[-:]/g, "");
}

let booked: { day: string; start: string } | null = null;

describe("booking a time", () => {
  it("a visitor books the free call with the keyboard only and gets the invitation", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/book");
    await hydrated(page);
    const day = (await page.locator(".booking-day").nth(1).getAttribute("data-date"))!;
    // The second day with free times: Tab to it, Enter.
    await tabTo(page, `a[data-date=${day}]`);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("day") === day);
    await expect.poll(() => page.locator(`.booking-day[data-date="${day}"]`).getAttribute("aria-current")).toBe("date");
    expect(await focused(page)).toBe(`a[data-date=${day}]`);
    // Into the day's times; the arrow key moves to (and chooses) the second.
    await tabTo(page, "input[name=start][radio]");
    await page.keyboard.press("ArrowRight");
    const start = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
    expect(await page.locator(`input[name=start][value="${start}"]`).isChecked()).toBe(true);
    expect(start.slice(0, 10)).toBe(day);
    await tabTo(page, "input[name=name]");
    await page.keyboard.type("Mette Hansen");
    await tabTo(page, "input[name=phone]");
    await page.keyboard.type("12 34 56 78");
    await tabTo(page, "input[name=email]");
    await page.keyboard.type("mette@example.dk");
    await tabTo(page, "textarea[name=message]");
    await page.keyboard.type("Skal have ny lader til elbilen");
    await tabTo(page, "button");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/book\/B-[0-9A-F]{8}\?token=[0-9a-f]+&new=1$/);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Tak" }).innerText()).toContain("Tak! Din tid er booket");
    await expect.poll(() => page.locator("h1").innerText()).toBe("Din booking");
    const reference = /\/book\/(B-[0-9A-F]{8})/.exec(page.url())![1];

    const mail = await waitForMail(site.server, (m) => m.to.includes("mette@example.dk") && m.subject.startsWith("Din tid er booket"), "the confirmation");
    expect(mail.text).toContain(reference);
    const ics = invitation(mail);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`DTSTART;TZID=Europe/Copenhagen:${icsLocal(start)}`);
    expect(ics).toContain("BEGIN:VTIMEZONE");
    expect(ics).toMatch(new RegExp(`UID:${reference}@`));
    await waitForMail(site.server, (m) => m.to.includes("kontakt@nordlys-el.dk") && m.subject.includes("Mette Hansen"), "the business's notice");
    booked = { day, start };
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the administrator sees it on the week view and cancels it; the customer is told", async () => {
    expect(booked).not.toBeNull();
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await site.admin.signIn(page);
    await page.goto(`${site.url}/admin/bookings?from=${booked!.day}`);
    await hydrated(page);
    const day = page.locator(`section.bookings-day[data-date="${booked!.day}"]`);
    const entry = day.locator(".bookings-entry", { hasText: "Mette Hansen" });
    await expect.poll(() => entry.innerText()).toContain(`${booked!.start.slice(11, 16)}–`);
    await entry.locator("summary").click();
    await expect.poll(() => entry.innerText()).toContain("Skal have ny lader til elbilen");
    await entry.getByRole("button", { name: /^Aflys Mette Hansen/ }).click();
    await entry.getByRole("button", { name: "Ja, aflys" }).click();
    await expectToast(page, "Bookingen for Mette Hansen er aflyst");
    await expect.poll(() => day.locator(".bookings-entry-cancelled").count()).toBe(1);
    const mail = await waitForMail(site.server, (m) => m.to.includes("mette@example.dk") && m.subject.startsWith("Din tid er aflyst"), "the cancellation");
    expect(mail.text).toContain("måttet aflyse");
    expect(invitation(mail)).toContain("METHOD:CANCEL");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a site visit is booked, and cancelled from its own page, without JavaScript", async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + "/en/book?kind=visit");
    await page.locator(".booking-day").nth(2).click();
    await page.locator(".booking-time input").first().check();
    await page.getByLabel("Name").fill("Jens Berg");
    await page.getByLabel("Phone").fill("87654321");
    await page.getByLabel("Email").fill("jens@example.dk");
    await page.getByLabel("Postcode").fill("8000");
    await page.getByRole("button", { name: /Book the time/ }).click();
    // Outside the service area, and no address: the server's messages, in English.
    await expect.poll(() => page.locator(".field-error").allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining("Copenhagen and the surrounding area")]),
    );
    expect(await page.getByLabel("Name").inputValue()).toBe("Jens Berg");
    await page.getByLabel("Address").fill("Nørrebrogade 1");
    await page.getByLabel("Postcode").fill("2200");
    await page.locator(".booking-time input").first().check();
    await page.getByRole("button", { name: /Book the time/ }).click();
    await page.waitForURL(/\/en\/book\/B-/);
    expect(await page.locator("h1").innerText()).toBe("Your booking");
    expect(await page.locator(".booking-summary").innerText()).toContain("Nørrebrogade 1, 2200");
    await page.getByRole("button", { name: "Cancel my time" }).click();
    await page.waitForURL(/done=cancelled/);
    expect(await page.locator("h1").innerText()).toBe("Your booking is cancelled");
    await waitForMail(site.server, (m) => m.to.includes("jens@example.dk") && m.subject.startsWith("Your time is cancelled"), "the cancellation");
    await context.close();
  });

  it("the form's mistakes read as words with JavaScript on, in Danish and English; screenshots on a phone and a desktop", async () => {
    const words = {
      da: { name: "Navn", book: /Book tiden/, email: "Ugyldig email adresse" },
      en: { name: "Name", book: /Book the time/, email: "Invalid email address" },
    } as const;
    for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const { context, page, problems } = await site.open({ viewport });
      for (const lang of ["da", "en"] as const) {
        await page.goto(`${site.url}${lang === "da" ? "" : `/${lang}`}/book?kind=visit`);
        await hydrated(page);
        await page.locator(".booking-time input").first().check();
        await page.getByLabel("Email").fill("not-an-address");
        await page.getByLabel(lang === "da" ? "Postnummer" : "Postcode").fill("8000");
        await page.getByRole("button", { name: words[lang].book }).click();
        // The route's action sends it; the server's words come back into the page.
        await page.locator(".booking-notice").waitFor();
        const errors = await page.locator(".field-error").allInnerTexts();
        // Words, never a message id (which look like "validation-…", "booking-…").
        expect(errors.length).toBeGreaterThanOrEqual(3);
        for (const error of errors) expect(error).not.toMatch(/^[a-z]+(-[a-z0-9]+)+$/);
        expect(errors).toEqual(expect.arrayContaining([expect.stringContaining(words[lang].email)]));
        const notice = await page.locator(".booking-notice").innerText();
        expect(notice).not.toMatch(/^[a-z]+(-[a-z0-9]+)+$/);
        await page.locator(".field-error").first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SCREENS, `booking-mistakes-${lang}-${device}.png`), fullPage: false });
      }
      // (The browser logs the page's own 422 as a failed load; nothing else.)
      expect(problems.filter((p) => !p.includes("status of 422"))).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it("screenshots: the booking page and the week view, Danish and English, phone and desktop", async () => {
    // Something booked on the week shown: a call and a visit through the API.
    const slots = async (kind: string) => {
      const res = await fetch(`${site.url}/api/booking/slots?kind=${kind}&from=${booked?.day ?? ""}&days=3`);
      return ((await res.json()) as { slots: { start: string }[] }).slots;
    };
    const book = async (body: object) => {
      const res = await fetch(site.url + "/api/booking", {
        method: "POST",
        headers: { "content-type": "application/json", origin: site.url },
        body: JSON.stringify({ phone: "12345678", ...body }),
      });
      expect(res.status).toBe(201);
    };
    await book({ kind: "call", start: (await slots("call"))[4].start, name: "Karen Holm", email: "karen@example.dk" });
    await book({ kind: "visit", start: (await slots("visit"))[3].start, name: "Anders Bæk", email: "anders@example.dk", address: "Amagerbrogade 10", postcode: "2300" });
    for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const { context, page, problems } = await site.open({ viewport });
      for (const lang of ["da", "en"]) {
        const prefix = lang === "da" ? "" : `/${lang}`;
        await page.goto(`${site.url}${prefix}/book?kind=call`);
        await hydrated(page);
        // The first day offered may be today, with only its last few times left.
        const times = page.locator(".booking-time input");
        await times.first().waitFor();
        await times.nth(Math.min(3, (await times.count()) - 1)).check();
        await page.screenshot({ path: path.join(SCREENS, `booking-${lang}-${device}.png`), fullPage: false });
      }
      await site.admin.signIn(page);
      for (const lang of ["da", "en"]) {
        const prefix = lang === "da" ? "" : `/${lang}`;
        await page.goto(`${site.url}${prefix}/admin/bookings?from=${booked?.day ?? ""}`);
        await hydrated(page);
        await page.locator(".bookings-week").waitFor();
        await page.screenshot({ path: path.join(SCREENS, `admin-bookings-${lang}-${device}.png`), fullPage: true });
      }
      expect(problems).toEqual([]);
      await context.close();
    }
    // Eight pages, two sign-ins and eight screenshots (two of them full-page) took 51 s
    // of the files' 60 s limit on a loaded 2-core machine: a bound of its own against a
    // hang, not a measure of speed.
  }, 180_000);
});
