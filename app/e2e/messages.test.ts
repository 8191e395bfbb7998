// The catalogues as the browser gets them: parsed by the server (Rust, fluent-syntax)
// into the form @fluent/bundle keeps a resource in, so the browser carries no Fluent
// parser. Checked here against @fluent/bundle's own parser on every shipped catalogue
// (each language and the Danish fallback of what it lacks), and by formatting every
// message both ways.
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useSite } from "./harness";

const site = useSite({ browser: false });

const LOCALES = path.resolve(__dirname, "../../locales");

/** A language's shipped files as one Fluent source. */
function source(lang: string): string {
  const dir = path.join(LOCALES, lang);
  return readdirSync(dir).filter((f) => f.endsWith(".ftl")).sort().map((f) => readFileSync(path.join(dir, f), "utf8")).join("\n");
}

/** What @fluent/bundle's parser makes of a language's shipped files, by id. */
function parsedByJs(lang: string): Map<string, unknown> {
  const body = JSON.parse(JSON.stringify(new FluentResource(source(lang)).body)) as { id: string }[];
  return new Map(body.map((e) => [e.id, normalized(e)]));
}

/** Adjacent strings of a pattern joined, a pattern of one string as that string (the
 * JavaScript parser splits text at line breaks; the resolver joins them the same). */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) {
    const joined: unknown[] = [];
    for (const item of value.map(normalized)) {
      if (typeof item === "string" && typeof joined[joined.length - 1] === "string") joined[joined.length - 1] += item;
      else joined.push(item);
    }
    return joined.length === 1 && typeof joined[0] === "string" ? joined[0] : joined;
  }
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalized(v)]));
  return value;
}

/** The whole catalogue of a language as the browser gets it. */
async function served(lang: string): Promise<{ entries: { id: string }[]; fallbackEntries: { id: string }[] }> {
  const html = await (await fetch(`${site.url}${lang === "da" ? "/" : `/${lang}`}`)).text();
  const key = /data-messages="\/assets\/messages\/([^/"]+)\//.exec(html)?.[1];
  expect(key, "the page names its catalogue").toBeTruthy();
  const res = await fetch(`${site.url}/assets/messages/${key}.json`);
  expect(res.status).toBe(200);
  return res.json();
}

/** Arguments for every variable the entries use: a number for those a number is
 * given to (counts, amounts: found by a select or a NUMBER on them), text for others. */
function argsFor(entries: unknown[]): Record<string, string | number> {
  const args: Record<string, string | number> = {};
  const walk = (node: unknown, numeric = false) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, numeric));
    if (!node || typeof node !== "object") return;
    const n = node as { type?: string; name?: string; selector?: unknown };
    if (n.type === "var" && n.name) args[n.name] = numeric || typeof args[n.name] === "number" ? 3 : `‹${n.name}›`;
    for (const [k, v] of Object.entries(node)) walk(v, k === "selector" || (n.type === "func" && k === "args") ? true : numeric && k !== "variants");
  };
  walk(entries);
  return args;
}

describe("the catalogues the browser gets", () => {
  for (const lang of ["da", "en", "de", "fr"]) {
    it(`${lang}: the server parses every message as @fluent/bundle does, and each formats the same`, async () => {
      const { entries, fallbackEntries } = await served(lang);
      const ownJs = parsedByJs(lang);
      const danishJs = parsedByJs("da");
      expect(entries.length).toBeGreaterThan(100);
      for (const entry of entries) expect(entry, entry.id).toEqual(ownJs.get(entry.id));
      // Every message the language lacks comes in Danish, as Danish has it.
      for (const entry of fallbackEntries) expect(entry, `da ${entry.id}`).toEqual(danishJs.get(entry.id));
      const servedIds = new Set([...entries, ...fallbackEntries].map((e) => e.id));
      for (const id of danishJs.keys()) expect(servedIds.has(id), `${lang} has ${id}`).toBe(true);

      // Formatting: a bundle from the served entries and one from the source.
      const fromServer = new FluentBundle(lang, { useIsolating: false });
      fromServer.addResource({ body: entries } as unknown as FluentResource);
      const fromSource = new FluentBundle(lang, { useIsolating: false });
      fromSource.addResource(new FluentResource(source(lang)));
      const args = argsFor(entries);
      let formatted = 0;
      for (const entry of entries) {
        if (entry.id.startsWith("-")) continue;
        const a = fromServer.getMessage(entry.id);
        const b = fromSource.getMessage(entry.id);
        if (a?.value && b?.value) {
          expect(fromServer.formatPattern(a.value, args), entry.id).toBe(fromSource.formatPattern(b.value, args));
          formatted += 1;
        }
      }
      expect(formatted).toBeGreaterThan(100);
    });
  }
});
