// Helpers of the back office pages (requests, orders, outbox): Copenhagen times and
// filter URLs. Deterministic like lib/format.ts, since the server's engine has no time
// zone data and its HTML must equal the browser's first render.
import { formatDate } from "./format";
import type { T } from "./i18n";
import type { Meta } from "./page";
import type { Lang, PageData } from "./types";

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (month 0-11): when Europe changes clocks. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/** Copenhagen's offset from UTC in hours at an instant: CEST (+2) from the last Sunday
 * of March to the last Sunday of October, CET (+1) otherwise. */
/** The kinds of mail the outbox page (and the jobs page) names in words
 * (`backoffice-outbox-kind-…`); others are shown by their code. */
export const MAIL_KINDS = [
  "verify",
  "reset",
  "order-confirmation",
  "order-status",
  "request-receipt",
  "newsletter-confirm",
  "newsletter-welcome",
  "newsletter-campaign",
  "account-deleted",
  "account-retention-warning",
  "business-quote",
  "business-contact",
  "business-order",
];

export function copenhagenOffset(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  return ms >= lastSundayAtOne(year, 2) && ms < lastSundayAtOne(year, 9) ? 2 : 1;
}

/** A timestamp as Copenhagen's calendar date (long form, in the page language) and
 * 24-hour clock time: {date: "22. november 2026", time: "14:03"}. */
export function copenhagenDateTime(iso: string, lang: Lang): { date: string; time: string } {
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return { date: iso, time: "" };
  const local = new Date(ms + copenhagenOffset(ms) * HOUR);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date: formatDate(local.toISOString(), lang), time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}` };
}

/** Today in Copenhagen as `YYYY-MM-DD` (a date field's default). */
export function copenhagenToday(now: number = Date.now()): string {
  return new Date(now + copenhagenOffset(now) * HOUR).toISOString().slice(0, 10);
}

/** `path?a=1&b=2` without the empty parameters. */
export function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== "")).toString();
  return query ? `${path}?${query}` : path;
}

/** The head of a back office page. */
export function backofficeMeta(data: PageData<{ titleKey: string; denied: boolean }>, t: T): Meta {
  return { title: `${data.page.denied ? t("admin-access-denied") : t(data.page.titleKey)} | ${data.site.name}`, noindex: true };
}
