// Links to /#products land on the products: the section's heading sits just below the
// sticky header, on a phone and a desktop, from a fresh load, from another page, from
// the same page and from the orders tab. (The sections below the first screen are laid
// out lazily, so a scroll aimed too early misses by thousands of pixels.)
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, renderedFrames, signUp, useSite } from "./harness";

const site = useSite();

/** The products heading's distance below the sticky header, once the landing is over. */
async function landedOffset(page: Page): Promise<number> {
  await page.waitForURL(/#products$/);
  await page.waitForFunction(() => document.documentElement.dataset.anchoring === undefined && document.getElementById("products-title"));
  // Still there once the browser has drawn a few frames since: handing the sections
  // back to lazy layout (at the next rendering update) moves nothing.
  await renderedFrames(page, 5);
  return page.evaluate(() => {
    const header = document.querySelector(".site-header")!.getBoundingClientRect();
    const heading = document.getElementById("products-title")!.getBoundingClientRect();
    return Math.round(heading.top - header.bottom);
  });
}

function expectLanded(offset: number) {
  // Just below the header (the landing leaves a 16 px gap), never under it.
  expect(offset).toBeGreaterThanOrEqual(0);
  expect(offset).toBeLessThanOrEqual(40);
}

const SIZES = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;

describe.each(SIZES)("anchors on a %s", (_name, viewport) => {
  it("a fresh load of /#products", async () => {
    const { context, page, problems } = await site.open({ viewport });
    await page.goto(site.url + "/#products");
    await hydrated(page);
    expectLanded(await landedOffset(page));
    // In English too (the path is /en/#products).
    await page.goto(site.url + "/en#products");
    await hydrated(page);
    expectLanded(await landedOffset(page));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the header's Produkter from /kontakt", async () => {
    const { context, page, problems } = await site.open({ viewport });
    await page.goto(site.url + "/kontakt");
    await hydrated(page);
    if (viewport === PHONE) {
      await page.getByRole("button", { name: "Åbn menu" }).click();
      await page.getByRole("dialog").getByRole("link", { name: "Produkter", exact: true }).click();
    } else {
      await page.locator(".site-header").getByRole("link", { name: "Produkter", exact: true }).click();
    }
    expectLanded(await landedOffset(page));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the Se produkterne box on the home page", async () => {
    const { context, page, problems } = await site.open({ viewport });
    await page.goto(site.url + "/");
    await hydrated(page);
    const box = page.getByRole("link", { name: /Se produkterne/ });
    await box.scrollIntoViewIfNeeded();
    await box.click();
    expectLanded(await landedOffset(page));
    // The visitor scrolls away and follows the same link again: it lands again.
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 0);
    await box.scrollIntoViewIfNeeded();
    await box.click();
    expectLanded(await landedOffset(page));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the orders tab's start-shopping link", async () => {
    const { context, page, problems } = await site.open({ viewport });
    await signUp(page, site.server, `anker-${viewport.width}@example.dk`, "Anker", "Holm");
    await hydrated(page);
    await page.getByRole("tab", { name: "Ordrer" }).click();
    await page.getByRole("link", { name: "Start med at handle" }).click();
    expectLanded(await landedOffset(page));
    expect(problems).toEqual([]);
    await context.close();
  });
});
