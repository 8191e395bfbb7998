// The pages' HTML as the W3C Nu Html Checker reads it (vnu.jar, the checker behind
// validator.w3.org/nu, from npm's vnu-jar; it runs on Java): the pages a visitor and a
// search engine reach, in all four languages, as the server sends them, with no error.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useSite } from "./harness";

const site = useSite({ browser: false });
const vnu = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/** Every page type a visitor and a search engine reach without an account, in each language. */
const TYPES = [
  "/", "/services", "/services/installation", "/om-os", "/kontakt", "/handelsbetingelser", "/privatlivspolitik",
  "/collections/indendors-lys", "/products/lamper", "/product/smart-led-paere-e27", "/search?q=lampe", "/auth", "/book", "/fortryd", "/findes-ikke",
];
const PAGES = ["", "/en", "/de", "/fr"].flatMap((prefix) => TYPES.map((p) => (prefix && p === "/" ? `${prefix}/` : prefix + p)));

describe("the HTML of the pages", () => {
  it("has no error in the Nu Html Checker", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
    const files: string[] = [];
    for (const [i, page] of PAGES.entries()) {
      const res = await fetch(site.url + page);
      expect(res.status, page).toBe(page.endsWith("/findes-ikke") ? 404 : 200);
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, await res.text());
      files.push(file);
    }
    let report = "";
    try {
      execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "json", ...files], { stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      // vnu exits 1 when it found errors and writes them (JSON) to standard error.
      report = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    const messages = report ? (JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages : [];
    const named = messages.map((m) => `${PAGES[Number(path.basename(m.url).replace(/\.html$/, ""))]}: ${m.message} ${m.extract ?? ""}`);
    expect(named).toEqual([]);
  }, 120_000);
});
