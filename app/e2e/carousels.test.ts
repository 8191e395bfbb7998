// The home page's carousels once Embla runs them: the smart-light carousel slides to
// the slide it announces (by itself after 5 s, or dragged), and the product slider
// loops. (public-site.test.ts covers the buttons, dots, wrap and click lock.)
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, stopClock, islandLive, useSite } from "./harness";

const site = useSite();

/** The slide announced as current, and the one filling the view once Embla settles. */
async function slides(carousel: Locator): Promise<{ announced: string | null; shown: string | null }> {
  return carousel.evaluate((el) => {
    const view = el.querySelector(".carousel-viewport")!.getBoundingClientRect();
    const all = [...el.querySelectorAll<HTMLElement>(".carousel-slide")];
    const label = (s: HTMLElement | undefined) => s?.getAttribute("aria-label")?.split(" ")[0] ?? null;
    return {
      announced: label(all.find((s) => !s.hasAttribute("aria-hidden"))),
      shown: label(all.find((s) => Math.abs(s.getBoundingClientRect().left - view.left) < 2)),
    };
  });
}

async function emblaRuns(page: Page, selector: string) {
  await page.waitForFunction((s) => (document.querySelector<HTMLElement>(s)?.style.transform ?? "").includes("translate3d"), selector);
}

/** Moves the stopped clock on, a frame at a time, until the carousel shows `want`, at
 * most `limit` ms of the page's time (Embla settles well within a second of it). */
async function settle(page: Page, carousel: Locator, want: { announced: string; shown: string }, limit = 2000) {
  for (let ran = 0; ran < limit; ran += 16) {
    const now = await slides(carousel);
    if (now.announced === want.announced && now.shown === want.shown) return;
    await page.clock.runFor(16);
  }
  expect(await slides(carousel)).toEqual(want);
}

describe("the smart-light carousel with Embla", () => {
  it("slides to the next slide after 5 s, and a drag moves it on", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    // The page's time stands still unless the test moves it: the 5 s of auto-advance,
    // Embla's animation frames and the drag's timing are the test's, not the machine's.
    await stopClock(page);
    await page.goto(site.url + "/#smart-lys");
    await hydrated(page);
    await islandLive(page, "smart-light");
    await page.mouse.move(2, 2); // not over the carousel, which would pause it
    const carousel = page.locator("#smart-lys .carousel");
    await emblaRuns(page, "#smart-lys .carousel-slides");
    expect(await slides(carousel)).toEqual({ announced: "1", shown: "1" });

    // Not before 5 s; then it moves on by itself.
    await page.clock.runFor(4900);
    expect(await slides(carousel)).toEqual({ announced: "1", shown: "1" });
    await page.clock.runFor(100);
    await settle(page, carousel, { announced: "2", shown: "2" });

    // A quick drag to the left, a frame (16 ms) between the pointer's moves.
    const box = (await carousel.locator(".carousel-viewport").boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.clock.runFor(16);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) {
      await page.clock.runFor(16);
      await page.mouse.move(box.x + box.width * (0.7 - (0.4 * step) / 8), y);
    }
    await page.clock.runFor(16);
    await page.mouse.up();
    await settle(page, carousel, { announced: "3", shown: "3" });
    // The drag selected no text on its way.
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the product slider with Embla", () => {
  it("loops: before the first card comes the last", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    await page.goto(site.url + "/");
    await hydrated(page);
    await islandLive(page, "product-slider");
    const slider = page.locator(".slider");
    // A jump down the page lands on sections laid out with their placeholder heights
    // (content-visibility: auto), which then take their own and move the slider away
    // again: scroll to it until it stays in view and Embla runs.
    await expect
      .poll(async () => {
        await slider.scrollIntoViewIfNeeded();
        return page.evaluate(() => (document.querySelector<HTMLElement>(".slider-track")?.style.transform ?? "").includes("translate3d"));
      }, { timeout: 15_000 })
      .toBe(true);
    const first = () =>
      slider.evaluate((el) => {
        const view = el.querySelector(".slider-viewport")!.getBoundingClientRect();
        const cards = [...el.querySelectorAll(".product-card")];
        const index = cards.findIndex((c) => Math.abs(c.getBoundingClientRect().left - view.left) < 2);
        return { index, of: cards.length };
      });
    expect(await first()).toEqual({ index: 0, of: 8 });
    await page.getByRole("button", { name: "Forrige produkter" }).click();
    await expect.poll(first, { timeout: 15_000 }).toEqual({ index: 7, of: 8 });
    await page.getByRole("button", { name: "Næste produkter" }).click();
    await expect.poll(first, { timeout: 15_000 }).toEqual({ index: 0, of: 8 });
    expect(problems).toEqual([]);
    await context.close();
  });
});
