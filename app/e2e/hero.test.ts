// The hero's background video: added after the page has loaded, never the largest
// paint, muted and looping, paused by its button (remembered), and left out for
// visitors who ask for less motion or less data.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, openPage, stopClock, useSite } from "./harness";

const SCREENS = path.resolve(__dirname, "../../e2e-artifacts");
mkdirSync(SCREENS, { recursive: true });

const site = useSite();

/** Records every largest-contentful-paint candidate from the start of the page. */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { paints: string[] };
    w.paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        w.paints.push(entry.element?.tagName ?? "?");
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** Waits for the page's `load` (its listeners have run once the document reads
 * "complete": both happen in one task), then lets the page's stopped clock run on for
 * `ms`: the video's 4 s after load and the idle moment after them, or longer. */
async function afterLoad(page: Page, ms: number) {
  await page.waitForFunction(() => document.readyState === "complete");
  await page.clock.runFor(ms);
}

/** Every request the page makes for the video's code or its files. */
function videoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (/\/HeroVideo-[^/]*\.js|\.webm(\?|$)|\.mp4(\?|$)/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

describe("the hero video", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("plays after the page has loaded on a %s, never as the largest paint, and pauses on request", async (_n, viewport) => {
    const { context, page, problems } = await site.open({ viewport });
    await recordPaints(page);
    // The page's timers wait for the test: the video comes 4 s after load on the
    // page's clock, not on this machine's.
    await stopClock(page);
    const html = await (await page.goto(site.url + "/"))!.text();
    expect(html).not.toContain("<video");
    await hydrated(page);
    const video = page.getByTestId("hero-video");
    // Not in the first seconds after load, then there.
    await afterLoad(page, 3500);
    expect(await video.count()).toBe(0);
    await page.clock.runFor(1000);
    await video.waitFor({ state: "attached", timeout: 15_000 });
    const state = await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, inline: v.playsInline, poster: v.poster }));
    // Small at the source, so it never outranks the page's content as a paint.
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="hero-video"]')?.videoWidth ?? 0) > 0);
    expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth * v.videoHeight)).toBeLessThanOrEqual(256 * 144);
    expect(state).toMatchObject({ muted: true, loop: true, inline: true });
    expect(state.poster).toMatch(/\/assets\/.+\.jpg$/);
    // It plays: time goes on.
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('[data-testid="hero-video"]');
      return v !== null && !v.paused && v.currentTime > 0.3;
    });
    // The largest paint is the page's own content, never the video.
    const paints = await page.evaluate(() => (window as unknown as { paints: string[] }).paints);
    expect(paints.length).toBeGreaterThan(0);
    expect(paints).not.toContain("VIDEO");
    await page.screenshot({ path: path.join(SCREENS, `hero-da-${_n}.png`) });

    // The source is under 1 MB, a video, and served in byte ranges.
    const src = await page.locator('[data-testid="hero-video"] source[type="video/webm"]').getAttribute("src");
    const whole = await page.request.get(site.url + src!);
    expect(whole.headers()["content-type"]).toBe("video/webm");
    expect((await whole.body()).length).toBeLessThan(1024 * 1024);
    const part = await page.request.get(site.url + src!, { headers: { range: "bytes=0-99" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.body()).length).toBe(100);

    // The pause button pauses it, says so, and the choice outlives a reload.
    const toggle = page.getByRole("button", { name: "Sæt baggrundsvideoen på pause" });
    await toggle.click();
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-testid="hero-video"]')?.paused === true);
    await page.getByRole("button", { name: "Afspil baggrundsvideoen" }).waitFor();
    await page.reload();
    await hydrated(page);
    await afterLoad(page, 4500);
    await video.waitFor({ state: "attached", timeout: 15_000 });
    // Once it has its data (long after its effects ran), it has still not started.
    await page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="hero-video"]')?.readyState ?? 0) >= 2);
    expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))).toEqual({ paused: true, time: 0 });
    await page.getByRole("button", { name: "Afspil baggrundsvideoen" }).click();
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-testid="hero-video"]')?.paused === false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("is left out for visitors who prefer less motion", async () => {
    const { context, page } = await site.open({ viewport: DESKTOP, reducedMotion: "reduce" });
    const requests = videoRequests(page);
    await stopClock(page);
    await page.goto(site.url + "/");
    await hydrated(page);
    // Well past the 4 s after load (on the page's clock), and the network quiet: no
    // video, and its code and files never asked for.
    await afterLoad(page, 10_000);
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("hero-video").count()).toBe(0);
    expect(await page.getByTestId("hero-video-toggle").count()).toBe(0);
    expect(requests).toEqual([]);
    await context.close();
  });

  it("is left out under Save-Data", async () => {
    const context = await site.browser.newContext({ viewport: PHONE });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { get: () => ({ saveData: true }) });
    });
    const { page } = await openPage(context);
    const requests = videoRequests(page);
    await stopClock(page);
    await page.goto(site.url + "/en");
    await hydrated(page);
    await afterLoad(page, 10_000);
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("hero-video").count()).toBe(0);
    expect(requests).toEqual([]);
    await context.close();
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("screenshots: the English hero and an English product page on a %s", async (name, viewport) => {
    const { context, page, problems } = await site.open({ viewport });
    await stopClock(page);
    await page.goto(site.url + "/en");
    await hydrated(page);
    await afterLoad(page, 4500);
    await page.getByTestId("hero-video").waitFor({ state: "attached", timeout: 15_000 });
    await page.screenshot({ path: path.join(SCREENS, `hero-en-${name}.png`) });
    await page.goto(site.url + "/en/product/led-pendel-nordlys");
    await hydrated(page);
    expect(await page.locator("h1").innerText()).toBe("LED pendant Nordlys");
    expect(await page.locator("main").innerText()).toContain("Colour");
    await page.screenshot({ path: path.join(SCREENS, `product-en-${name}.png`) });
    expect(problems).toEqual([]);
    await context.close();
  });
});
