import { describe, expect, it } from "vitest";
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
