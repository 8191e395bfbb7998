// Signed-in visitors share one cached render of each public page; who they are
// arrives beside it (<script id="__user">) and is applied after hydration. Two
// visitors get the same markup, each sees their own initial, and React reports no
// hydration mismatch.
import { describe, expect, it } from "vitest";
import { DESKTOP, hydrated, signUp, useSite } from "./harness";

const site = useSite();

describe("the personal splice", () => {
  it("gives two signed-in visitors one render each with their own name, without a hydration warning", async () => {
    const shells: string[] = [];
    for (const [first, email] of [
      ["Bodil", "bodil@example.dk"],
      ["Oskar", "oskar@example.dk"],
    ]) {
      const { context, page, problems } = await site.open({ viewport: DESKTOP });
      await signUp(page, site.server, email, first, "Jensen");
      const response = await page.goto(site.url + "/om-os");
      const html = await response!.text();
      expect(html).toContain('<script id="__user"');
      expect(html).toContain(`"firstName":"${first}"`);
      // The shared markup, without the visitor's own script, is the same for both.
      shells.push(html.replace(/<script id="__user"[^>]*>[^<]*<\/script>/, "").replace(/nonce="[^"]*"/g, ""));
      await hydrated(page);
      await page.waitForFunction((initial) => document.querySelector(".account-initial")?.textContent === initial, first[0]);
      await page.getByRole("button", { name: "Min konto", exact: true }).click();
      expect(await page.getByRole("menu").innerText()).toContain(email);
      expect(problems).toEqual([]);
      await context.close();
    }
    expect(shells[0]).toBe(shells[1]);
  });
});
