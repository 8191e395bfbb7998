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

/** Splits "/en/om-os" into ["en", "/om-os"]; unprefixed paths are Danish. */
export function splitLang(pathname: string): [Lang, string] {
  const m = /^\/(en|de|fr)(\/.*)?$/.exec(pathname);
  if (m && (LANGS as readonly string[]).includes(m[1])) return [m[1] as Lang, m[2] || "/"];
  return [DEFAULT_LANG, pathname || "/"];
}
