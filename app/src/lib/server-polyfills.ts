// Loaded first in the server bundle only. The embedded engine lacks URL and
// URLSearchParams (the listing's and the back office's links are built with them) and
// its Intl.PluralRules answers "other" for everything,
// which would pick the wrong Fluent variants; the browser has both natively.
import "core-js/actual/url";
import "core-js/actual/url-search-params";
import { formatDecimal, pluralCategory } from "./format";
import type { Lang } from "./types";

const g = globalThis as unknown as { Intl?: Record<string, unknown> };
const intl = (g.Intl ??= {}) as Record<string, unknown>;
const native = intl.PluralRules as (new (l: string) => { select(n: number): string }) | undefined;
let broken = true;
try {
  broken = !native || new native("en").select(1) !== "one";
} catch {
  broken = true;
}
if (broken) {
  class PluralRules {
    private lang: Lang;
    constructor(locales?: string | string[]) {
      const first = (Array.isArray(locales) ? locales[0] : locales) ?? "da";
      const base = first.slice(0, 2).toLowerCase();
      this.lang = (["da", "en", "de", "fr"].includes(base) ? base : "da") as Lang;
    }
    select(n: number): string {
      return pluralCategory(n, this.lang);
    }
    resolvedOptions() {
      return { locale: this.lang, type: "cardinal", pluralCategories: ["one", "other"] };
    }
    static supportedLocalesOf(l: string[]) {
      return l;
    }
  }
  intl.PluralRules = PluralRules;
}

// Fluent writes numeric placeables ("{ $count } varer") through Intl.NumberFormat;
// the engine's stub does not group digits ("1500" where a browser writes "1.500").
const NativeNumberFormat = intl.NumberFormat as (new (l: string) => { format(n: number): string }) | undefined;
let numbersBroken = true;
try {
  numbersBroken = !NativeNumberFormat || new NativeNumberFormat("da").format(1500) !== "1.500";
} catch {
  numbersBroken = true;
}
if (numbersBroken) {
  class NumberFormat {
    private lang: Lang;
    private min: number;
    private max: number;
    constructor(locales?: string | string[], options: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {}) {
      const first = (Array.isArray(locales) ? locales[0] : locales) ?? "da";
      const base = first.slice(0, 2).toLowerCase();
      this.lang = (["da", "en", "de", "fr"].includes(base) ? base : "da") as Lang;
      this.min = options.minimumFractionDigits ?? 0;
      this.max = Math.max(this.min, options.maximumFractionDigits ?? 3);
    }
    format(n: number): string {
      return formatDecimal(n, this.lang, this.min, this.max);
    }
    resolvedOptions() {
      return { locale: this.lang, minimumFractionDigits: this.min, maximumFractionDigits: this.max };
    }
    static supportedLocalesOf(l: string[]) {
      return l;
    }
  }
  intl.NumberFormat = NumberFormat;
}
