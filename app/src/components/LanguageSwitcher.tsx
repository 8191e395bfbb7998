import ChevronDown from "lucide-react/icons/chevron-down";
import { useEffect, useRef } from "react";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { localizedPath } from "../lib/paths";
import { LANGS, type Lang } from "../lib/types";
import { Flag } from "./Flag";

/** Code, name and flag of each language; links keep the visitor on the same page. */
export function LanguageSwitcher() {
  const t = useT();
  const { lang, path } = usePage();
  const ref = useRef<HTMLDetailsElement>(null);

  // <details> works before hydration and without JavaScript; once hydrated it also
  // closes on Escape and on a click outside, like a menu should.
  useEffect(() => {
    const close = (e: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (e instanceof KeyboardEvent) {
        if (e.key !== "Escape") return;
        el.open = false;
        el.querySelector("summary")?.focus();
      } else if (!el.contains(e.target as Node)) {
        el.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  const remember = (l: Lang) => {
    document.cookie = `lang=${l}; path=/; max-age=31536000; samesite=lax`;
  };

  return (
    <details className="lang-switcher" ref={ref}>
      <summary aria-label={t("lang-switcher", { name: t(`lang-${lang}`) })}>
        <Flag lang={lang} />
        <span className="lang-code">{lang.toUpperCase()}</span>
        <ChevronDown size={16} aria-hidden />
      </summary>
      <ul className="lang-menu" aria-label={t("lang-choose")}>
        {LANGS.map((l) => (
          <li key={l}>
            <a
              href={localizedPath(l, path)}
              hrefLang={l}
              lang={l}
              aria-current={l === lang ? "true" : undefined}
              onClick={() => remember(l)}
            >
              <Flag lang={l} />
              <span className="lang-code">{l.toUpperCase()}</span>
              <span>{t(`lang-${l}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
