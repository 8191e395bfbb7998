import { FluentResource } from "@fluent/bundle";
import { describe, expect, it } from "vitest";
import "./fluent-parser";
import { collectMissing, localization, translate } from "./i18n";
import type { Lang } from "./types";

const messages = (lang: Lang, ftl: string, fallback: string) => ({ key: `${lang}-${ftl.length}-${fallback.length}`, lang, ftl, fallback });

describe("translate", () => {
  it("falls back to Danish and notes what the visitor's language lacks, only while collecting", () => {
    const l10n = localization(messages("en", "hello = Hello { $name }\n", "hello = Hej { $name }\nbye = Farvel\n"));
    const { result, missing } = collectMissing(() => [translate(l10n, "hello", { name: "Bo" }), translate(l10n, "bye"), translate(l10n, "nowhere")]);
    expect(result).toEqual(["Hello Bo", "Farvel", "nowhere"]);
    expect(missing).toEqual(["bye", "nowhere"]);
    // Outside a server render nothing is collected.
    expect(translate(l10n, "bye")).toBe("Farvel");
    expect(collectMissing(() => 1).missing).toEqual([]);
  });

  it("never reports Danish pages", () => {
    const l10n = localization(messages("da", "hello = Hej\n", ""));
    expect(collectMissing(() => translate(l10n, "missing-key")).missing).toEqual([]);
  });
});

describe("a catalogue in parts, as the browser gets it (parsed by the server)", () => {
  const parsed = (ftl: string) => JSON.parse(JSON.stringify(new FluentResource(ftl).body)) as unknown[];

  it("adds a route's and an island's part to the localization of the same key, keeping what was there", () => {
    const key = "en-parts";
    const first = { key, lang: "en" as Lang, route: "home", entries: parsed("-brand = Nordlys\nhello = Hello { -brand }\n"), fallbackEntries: parsed("only-da = Kun dansk\n") };
    const l10n = localization(first);
    expect(translate(l10n, "hello")).toBe("Hello Nordlys");
    expect(translate(l10n, "count")).toBe("count");
    // An island's part: its own messages, plural rules and all; the shell's again.
    localization({ key, lang: "en", island: "pricing", entries: parsed("hello = Changed\ncount = { $n ->\n    [one] one item\n   *[other] { $n } items\n}\n"), fallbackEntries: [] });
    expect(translate(l10n, "hello")).toBe("Hello Nordlys");
    expect(translate(l10n, "count", { n: 1 })).toBe("one item");
    expect(translate(l10n, "count", { n: 3 })).toBe("3 items");
    expect(translate(l10n, "only-da")).toBe("Kun dansk");
  });
});
