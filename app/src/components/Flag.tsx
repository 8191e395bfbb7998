import type { Lang } from "../lib/types";

declare const __ICON_SPRITE__: string;

/** A small flag, drawn from the icon sprite (src/images/flags.svg, put into it by
 * sprite.mjs): emoji flags are missing from many fonts (and from Windows). */
export function Flag({ lang }: { lang: Lang }) {
  return (
    <svg width={20} height={14} viewBox="0 0 20 14" aria-hidden className="flag">
      <use href={`${__ICON_SPRITE__}#flag-${lang}`} />
    </svg>
  );
}
