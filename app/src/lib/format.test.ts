// The formatters replace Intl on the server; these tests hold them to a real Intl
// (Node's full ICU, the same data browsers use).
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import cases from "./format-cases.json";
import { formatDate, formatKroner, formatMoney, formatNumber, pluralCategory } from "./format";
import { LANGS, type Lang } from "./types";

const locales = path.resolve(__dirname, "../../../locales");
function catalogue(lang: Lang): FluentBundle {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  for (const file of readdirSync(path.join(locales, lang)).filter((f) => f.endsWith(".ftl")))
    bundle.addResource(new FluentResource(readFileSync(path.join(locales, lang, file), "utf8")));
  return bundle;
}

describe.each(LANGS)("formatting in %s agrees with Intl", (lang) => {
  it("numbers", () => {
    for (const n of [0, 7, 999, 1000, 1500, 12345.5, 1234567, -2500]) {
      expect(formatNumber(n, lang, 0)).toBe(new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(n));
      expect(formatNumber(n, lang, 2)).toBe(
        new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n),
      );
    }
  });

  it("kroner", () => {
    for (const n of [0, 199, 650, 2499, 6499, 15000]) {
      const intl = new Intl.NumberFormat(lang, { style: "currency", currency: "DKK", minimumFractionDigits: 0, maximumFractionDigits: 0 });
      expect(formatKroner(n, lang)).toBe(intl.format(n));
    }
  });

  it("dates", () => {
    for (const iso of ["2026-01-01T00:00:00Z", "2026-05-09T12:00:00Z", "2026-11-22T23:59:59Z"]) {
      const intl = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" });
      expect(formatDate(iso, lang)).toBe(intl.format(new Date(iso)));
    }
  });

  it("plural categories", () => {
    const rules = new Intl.PluralRules(lang);
    for (const n of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1000, 0.5, 1.5, 2.5]) {
      const native = rules.select(n);
      // CLDR's other categories ("many" in French) only apply to huge exponents.
      expect(pluralCategory(n, lang)).toBe(native === "one" ? "one" : "other");
    }
  });
});

describe("shop prices", () => {
  it("are the currency code and the amount with two decimals and the language's separators", () => {
    expect(formatMoney("249.5", "DKK", "da")).toBe("DKK 249,50");
    expect(formatMoney("2146", "DKK", "da")).toBe("DKK 2.146,00");
    expect(formatMoney("2146", "DKK", "en")).toBe("DKK 2,146.00");
    expect(formatMoney(1999, "EUR", "de")).toBe("EUR 1.999,00");
    expect(formatMoney(1234567.89, "DKK", "fr")).toBe("DKK 1\u202f234\u202f567,89");
    expect(formatMoney("1.005", "DKK", "en")).toBe("DKK 1.01");
    expect(formatMoney("-12.5", "DKK", "da")).toBe("DKK -12,50");
    expect(formatMoney("nonsense", "DKK", "da")).toBe("DKK 0,00");
  });
});

describe("the shared format cases are what a browser shows", () => {
  it.each(cases)("$lang", (c) => {
    const lang = c.lang as Lang;
    expect(new Intl.NumberFormat(lang, { style: "currency", currency: "DKK", minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(c.amount)).toBe(c.kroner);
    const amount = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(c.amount);
    expect(`DKK ${amount}`).toBe(c.money);
    expect(formatMoney(c.amount, "DKK", lang)).toBe(c.money);
    expect(new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(c.date))).toBe(c.date_text);
    const bundle = catalogue(lang);
    const message = bundle.getMessage("cart-count");
    expect(message?.value).toBeTruthy();
    const plurals = c.counts.map((count) => bundle.formatPattern(message!.value!, { count }));
    expect(plurals).toEqual(c.plurals);
  });
});
