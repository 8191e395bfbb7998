import { LANGS, type Lang } from "./types";

export const DEFAULT_LANG: Lang = "da";

/** The router's basename for a language: Danish lives at the root. */
export function basename(lang: Lang): string {
  return lang === DEFAULT_LANG ? "" : `/${lang}`;
}

/** The public URL of a language-neutral path in a language. */
export function localizedPath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** A public URL (path, perhaps a query) without its language prefix: "/en/book?x=1"
 * is "/book?x=1", "/en" and "/en?q=x" are "/" and "/?q=x"; a Danish one is itself. */
export function withoutLang(url: string): string {
  const m = /^\/(en|de|fr)(?=[/?#]|$)/.exec(url);
  if (!m) return url;
  const rest = url.slice(m[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The language of a public URL (a path, perhaps a query): its prefix, or Danish. */
export function langOf(url: string): Lang {
  return (/^\/(en|de|fr)(?=[/?#]|$)/.exec(url)?.[1] as Lang | undefined) ?? DEFAULT_LANG;
}

/** Splits "/en/om-os" into ["en", "/om-os"]; unprefixed paths are Danish. */
export function splitLang(pathname: string): [Lang, string] {
  const m = /^\/(en|de|fr)(\/.*)?$/.exec(pathname);
  if (m && (LANGS as readonly string[]).includes(m[1])) return [m[1] as Lang, m[2] || "/"];
  return [DEFAULT_LANG, pathname || "/"];
}
