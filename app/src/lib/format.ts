// Deterministic formatting, used on both sides. The server's JavaScript engine has
// no real Intl (QuickJS: no currency, date or plural data), and server HTML must
// equal the browser's first render, so numbers, prices and dates are formatted here
// instead of by Intl.
import type { Lang } from "./types";

const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  da: { group: ".", decimal: "," },
  de: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
  fr: { group: "\u202f", decimal: "," },
};

/** 2499 -> "2.499" (da), "2,499" (en); `decimals` fixes the fraction digits. */
export function formatNumber(value: number, lang: Lang, decimals = 0): string {
  const { group, decimal } = SEPARATORS[lang];
  const negative = value < 0;
  const fixed = Math.abs(value).toFixed(decimals);
  const [int, frac] = fixed.split(".");
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return (negative ? "-" : "") + grouped + (frac ? decimal + frac : "");
}

/**
 * A number as `Intl.NumberFormat(lang, { minimumFractionDigits, maximumFractionDigits })`
 * writes it (maximum 3 by default): rounded to the maximum, trailing zeros dropped
 * down to the minimum. Fluent's numbers in messages ("{ $count } varer") are written
 * with it on both sides (see lib/i18n.ts).
 */
export function formatDecimal(value: number, lang: Lang, minimumFractionDigits = 0, maximumFractionDigits = 3): string {
  const min = minimumFractionDigits;
  const max = Math.max(min, maximumFractionDigits);
  let digits = max;
  const fixed = (d: number) => Number(value.toFixed(d));
  while (digits > min && fixed(digits - 1) === fixed(max)) digits--;
  return formatNumber(value, lang, digits);
}

/**
 * Whole kroner as a browser's Intl currency format writes them (no decimals):
 * "2.499 kr." (da), "DKK 2,499" (en), "2.499 DKK" (de), "2 499 DKK" (fr).
 */
export function formatKroner(value: number, lang: Lang): string {
  const n = formatNumber(Math.round(value), lang);
  const nbsp = "\u00a0";
  switch (lang) {
    case "da":
      return `${n}${nbsp}kr.`;
    case "en":
      return `DKK${nbsp}${n}`;
    default:
      return `${n}${nbsp}DKK`;
  }
}

/**
 * Shop prices (products, cart, orders): the currency code, then the amount with two
 * decimals and the language's separators: "DKK 2.146,00" (da), "DKK 2,146.00" (en).
 * The server writes the same in e-mails (`server/i18n/format.rs`). See "Prices" in
 * ARCHITECTURE.md.
 */
export function formatMoney(amount: string | number, currencyCode: string, lang: Lang): string {
  return `${currencyCode} ${formatNumber(toCents(amount) / 100, lang, 2)}`;
}

/**
 * A decimal amount ("1.005", 89.5) as whole cents, read from its digits so that it
 * rounds half up like the server's minor units (1.005 * 100 is 100.49999... in floats).
 */
export function toCents(amount: string | number): number {
  const text = String(amount).trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === "" && !m[3])) {
    const n = Number.parseFloat(text);
    return Number.isFinite(n) ? Math.round(n * 100) : 0;
  }
  const frac = (m[3] ?? "").padEnd(3, "0");
  const cents = Number(m[2] || "0") * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
  return m[1] ? -cents : cents;
}

const MONTHS: Record<Lang, string[]> = {
  da: ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
};

/**
 * A calendar date in the language's long form, as Intl's `dateStyle: "long"` writes
 * it: "22. november 2026" (da), "November 22, 2026" (en), "22. November 2026" (de),
 * "22 novembre 2026" (fr).
 */
export function formatDate(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  // Dates are shown in Copenhagen time; the UTC date is close enough for order dates
  // and, crucially, the same on the server and in every browser.
  const day = d.getUTCDate();
  const month = MONTHS[lang][d.getUTCMonth()];
  const year = d.getUTCFullYear();
  switch (lang) {
    case "en":
      return `${month} ${day}, ${year}`;
    case "fr":
      return `${day} ${month} ${year}`;
    default:
      return `${day}. ${month} ${year}`;
  }
}

/** CLDR cardinal plural category for da, en, de and fr. */
export function pluralCategory(n: number, lang: Lang): "one" | "other" {
  const abs = Math.abs(n);
  const i = Math.floor(abs);
  const hasFraction = abs !== i;
  switch (lang) {
    case "fr":
      return i === 0 || i === 1 ? "one" : "other";
    case "da":
      return abs === 1 || (hasFraction && (i === 0 || i === 1)) ? "one" : "other";
    default:
      return i === 1 && !hasFraction ? "one" : "other";
  }
}
