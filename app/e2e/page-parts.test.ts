// A page makes the browser fetch only what it shows: its own part of the message
// catalogue (every public page of the sitemap, in all four languages, hydrates with every
// text it shows, and no message is missing), the next route's part when the visitor
// moves on, and the widgets' code (menus, dialogs, toasts) only once the visitor
// reaches for the page.
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, hydrated, useSite } from "./harness";

const site = useSite();

/** The paths of the sitemap, in every language: every file the index lists, read. */
async function sitemapPaths(): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  const files = locs(await (await fetch(site.url + "/sitemap.xml")).text());
  const paths: string[] = [];
  for (const file of files) paths.push(...locs(await (await fetch(site.url + file)).text()));
  return [...new Set(paths)];
}

/** What the page fetched, by kind. */
function fetched(page: Page) {
  const urls: string[] = [];
  page.on("request", (r: Request) => urls.push(new URL(r.url()).pathname));
  return {
    messages: () => urls.filter((u) => u.startsWith("/assets/messages/")),
    widgets: () => urls.filter((u) => /\/chunks\/widgets-/.test(u)),
  };
}

/** Texts that look like message ids rather than words (`cart-open`, `nav-services-…`). */
async function idsOnPage(page: Page, ids: Set<string>): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText + " " + [...document.querySelectorAll("[aria-label],[title],[placeholder],[alt]")].map((e) => ["aria-label", "title", "placeholder", "alt"].map((a) => e.getAttribute(a) ?? "").join(" ")).join(" "));
  return text.split(/[\s,.;:()"]+/).filter((word) => ids.has(word));
}

describe("only what the page shows", () => {
  it("every page of the sitemap, in all four languages, hydrates with its own part of the catalogue and no message missing", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(80);
    // Every Danish message id, to recognise one shown instead of its text.
    const whole = await (async () => {
      const html = await (await fetch(site.url + "/")).text();
      const part = / data-messages="(\/assets\/messages\/([^/"]+)\/home\.json)"/.exec(html);
      expect(part, "the home page names its part of the catalogue").not.toBeNull();
      const all = await (await fetch(`${site.url}/assets/messages/${part![2]}.json`)).json();
      // (Only ids with a hyphen: a one-word id could be a word of the text.)
      return new Set((all.entries as { id: string }[]).map((e) => e.id).filter((id) => /^[a-z]\w*-[\w-]*$/.test(id)));
    })();
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    const seen = fetched(page);
    for (const path of paths) {
      const before = seen.messages().length;
      await page.goto(site.url + path);
      await hydrated(page);
      // (An island's own part comes with its code: app/e2e/islands.test.ts.)
      const parts = seen.messages().slice(before).filter((u) => !u.includes("/island/"));
      // One part of the catalogue (none when the browser kept it from an earlier page
      // of the same route), never the whole catalogue.
      expect(parts.length, path).toBeLessThanOrEqual(1);
      for (const part of parts) expect(part, path).toMatch(/^\/assets\/messages\/(da|en|de|fr)-[0-9a-f]+\/[\w-]+\.json$/);
      expect(await idsOnPage(page, whole), `${path}: texts shown as ids`).toEqual([]);
      expect(problems, path).toEqual([]);
    }
    await context.close();
    // Each of the ~160 pages is rendered for its first visitor by the debug server, so
    // the whole walk takes a minute or more on a loaded 2-core machine: its own limit
    // (a bound against a hang, not a measure of speed) instead of the files' 60 s.
  }, 600_000);

  it("moving on to another route fetches that route's part, and its texts show", async () => {
    const { context, page, problems } = await site.open({ viewport: DESKTOP });
    const seen = fetched(page);
    await page.goto(site.url + "/en/om-os");
    await hydrated(page);
    expect(seen.messages()).toEqual([expect.stringMatching(/\/about\.json$/)]);
    await page.locator(".main-nav").getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(site.url + "/en/kontakt");
    await page.locator("main h1", { hasText: "Contact us" }).waitFor();
    expect(seen.messages()).toEqual([expect.stringMatching(/\/about\.json$/), expect.stringMatching(/\/contact\.json$/)]);
    expect(await page.locator("main form").innerText()).toContain("Send");
    // Back to a route already here: nothing fetched again.
    await page.goBack();
    await page.waitForURL(site.url + "/en/om-os");
    await page.locator("main h1", { hasText: "About" }).waitFor();
    expect(seen.messages()).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the app's code and messages start loading after the page's first paint", async () => {
    const { context, page, problems } = await site.open({ viewport: PHONE });
    await page.goto(site.url + "/product/stikkontakt-1-modul");
    await hydrated(page);
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const started = (test: RegExp) => performance.getEntriesByType("resource").filter((r) => test.test(new URL(r.name).pathname)).map((r) => r.startTime);
      return {
        paint,
        app: started(/^\/assets\/entry-client-\w+\.js$/),
        chunks: started(/^\/assets\/chunks\//),
        messages: started(/^\/assets\/messages\//),
        css: started(/\.css$/),
      };
    });
    expect(order.paint).toBeGreaterThan(0);
    expect(order.css.length).toBe(1);
    for (const kind of ["app", "chunks", "messages"] as const) {
      expect(order[kind].length, kind).toBeGreaterThan(0);
      for (const at of order[kind]) expect(at, `${kind} starts after the first paint (${JSON.stringify(order)})`).toBeGreaterThanOrEqual(order.paint);
    }
    expect(order.css[0]).toBeLessThan(order.paint);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`the widgets' code comes when the visitor first reaches for the page (${size})`, async () => {
      const { context, page, problems } = await site.open({ viewport, hasTouch: size === "phone" });
      const seen = fetched(page);
      await page.goto(site.url + "/");
      await hydrated(page);
      // A page nobody touches: no widgets, however long it stays open.
      await page.waitForLoadState("networkidle");
      expect(seen.widgets()).toEqual([]);
      expect(await page.locator(".lang-switcher summary").count()).toBe(1);
      // The first touch or pointer over the page brings them; the language menu
      // becomes the accessible menu.
      if (size === "phone") await page.locator("main h1").tap();
      else await page.mouse.move(200, 300);
      await page.locator(".lang-switcher-button").waitFor();
      expect(seen.widgets()).toHaveLength(1);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
