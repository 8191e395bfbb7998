import { FluentResource } from "@fluent/bundle";
import { afterEach, describe, expect, it, vi } from "vitest";
import "./fluent-parser";
import { collectMissing, localization, translate } from "./i18n";
import type { Lang } from "./types";

const messages = (lang: Lang, ftl: string, fallback: string) => ({ key: `${lang}-${ftl.length}-${fallback.length}`, lang, ftl, fallback });

describe("translate", () => {
  it("falls back to Danish and notes what the visitor's language lacks, only while collecting", () => {
    const l10n = localization(messages("en", "hello = Hello { $name }\napi-internal-error = Something went wrong.\n", "hello = Hej { $name }\nbye = Farvel\n"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { result, missing } = collectMissing(() => [translate(l10n, "hello", { name: "Bo" }), translate(l10n, "bye"), translate(l10n, "nowhere")]);
    expect(result).toEqual(["Hello Bo", "Farvel", "Something went wrong."]);
    expect(logged).toHaveBeenCalledWith("message nowhere is missing from this page's catalogue");
    logged.mockRestore();
    expect(missing).toEqual(["bye", "nowhere"]);
    // Outside a server render nothing is collected.
    expect(translate(l10n, "bye")).toBe("Farvel");
    expect(collectMissing(() => 1).missing).toEqual([]);
  });

  it("never shows a visitor a message id, not even when the general error text is missing too", () => {
    const l10n = localization(messages("de", "hello = Hallo\n", "api-internal-error = Der opstod en fejl.\n"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(translate(l10n, "booking-bad-start")).toBe("Der opstod en fejl.");
    expect(translate(localization(messages("da", "x = y\n", "")), "validation-email-invalid")).toBe("Error");
    // The id, and in the second case the general text too, named in the console.
    expect(logged).toHaveBeenCalledTimes(3);
    logged.mockRestore();
  });

  it("never reports Danish pages", () => {
    const l10n = localization(messages("da", "hello = Hej\n", ""));
    expect(collectMissing(() => translate(l10n, "missing-key")).missing).toEqual([]);
  });
});

describe("numbers in messages", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are written as lib/format writes them, plurals still chosen, without creating an Intl.NumberFormat", () => {
    // A browser's first NumberFormat costs a phone tens of milliseconds (ICU's data).
    const created = vi.spyOn(Intl, "NumberFormat");
    const ftl = "items = { $count ->\n    [one] { $count } vare\n   *[other] { $count } varer\n}\nshare = { $share } %\n";
    const da = localization(messages("da", ftl, ""));
    expect(translate(da, "items", { count: 1 })).toBe("1 vare");
    expect(translate(da, "items", { count: 1500 })).toBe("1.500 varer");
    expect(translate(da, "share", { share: 12.5 })).toBe("12,5 %");
    const en = localization(messages("en", "items = { $count ->\n    [one] { $count } item\n   *[other] { $count } items\n}\n", ""));
    expect(translate(en, "items", { count: 1500 })).toBe("1,500 items");
    const fr = localization(messages("fr", "n = { $n }\n", ""));
    expect(translate(fr, "n", { n: 2499.1234 })).toBe("2\u202f499,123");
    // Strings and other values pass as they are.
    expect(translate(da, "share", { share: "ca. 10" })).toBe("ca. 10 %");
    expect(created).not.toHaveBeenCalled();
  });
});

describe("a catalogue in parts, as the browser gets it (parsed by the server)", () => {
  const parsed = (ftl: string) => JSON.parse(JSON.stringify(new FluentResource(ftl).body)) as unknown[];

  it("adds a route's and an island's part to the localization of the same key, keeping what was there", () => {
    const key = "en-parts";
    const first = { key, lang: "en" as Lang, route: "home", entries: parsed("-brand = Nordlys\nhello = Hello { -brand }\n"), fallbackEntries: parsed("only-da = Kun dansk\n") };
    const l10n = localization(first);
    expect(translate(l10n, "hello")).toBe("Hello Nordlys");
    // Not there yet: never the id ("Error": this test's catalogue has no general text).
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(translate(l10n, "count")).toBe("Error");
    logged.mockRestore();
    // An island's part: its own messages, plural rules and all; the shell's again.
    localization({ key, lang: "en", island: "pricing", entries: parsed("hello = Changed\ncount = { $n ->\n    [one] one item\n   *[other] { $n } items\n}\n"), fallbackEntries: [] });
    expect(translate(l10n, "hello")).toBe("Hello Nordlys");
    expect(translate(l10n, "count", { n: 1 })).toBe("one item");
    expect(translate(l10n, "count", { n: 3 })).toBe("3 items");
    expect(translate(l10n, "only-da")).toBe("Kun dansk");
  });
});
