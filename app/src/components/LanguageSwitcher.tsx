import ChevronDown from "lucide-react/icons/chevron-down";
import { type ComponentPropsWithRef, useLayoutEffect, useRef } from "react";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { localizedPath } from "../lib/paths";
import { LANGS, type Lang } from "../lib/types";
import { type Handover, useWidgets } from "../lib/widgets";
import { Flag } from "./Flag";

/** Keeps the visitor's choice for the next visit. */
export function rememberLanguage(lang: Lang) {
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Code, name and flag of each language; links keep the visitor on the same page.
 * The server renders a <details> disclosure, which works before hydration and without
 * JavaScript; the widgets replace it with a menu (see LanguageMenu). */
export function LanguageSwitcher() {
  const widgets = useWidgets();
  const handover = useRef<Handover>({ focused: false, open: false }).current;
  if (widgets) return <widgets.LanguageMenu handover={handover} />;
  return <LanguageDisclosure handover={handover} />;
}

function LanguageDisclosure({ handover }: { handover: Handover }) {
  const t = useT();
  const { lang, path } = usePage();
  const ref = useRef<HTMLDetailsElement>(null);
  // The menu that replaces the disclosure reads `handover.open` when it first renders,
  // which is before this one's clean-up runs: so the open state is kept as it changes.
  // A press counts as the toggle already (the disclosure toggles on the click, but if
  // the widgets arrive between press and click, the summary and its click are gone;
  // Radix's menu opens on the press too).
  useLayoutEffect(
    () => () => {
      const el = ref.current;
      handover.focused = !!el && el.contains(document.activeElement);
    },
    [handover],
  );

  return (
    <details
      className="lang-switcher"
      ref={ref}
      onToggle={() => {
        handover.open = ref.current?.open ?? false;
      }}
    >
      <summary
        onPointerDown={(e) => {
          if (e.button === 0 && !e.ctrlKey) handover.open = !(ref.current?.open ?? false);
        }}
      >
        <LanguageLabel lang={lang} />
      </summary>
      <ul className="lang-menu" aria-label={t("lang-choose")}>
        {LANGS.map((l) => (
          <li key={l}>
            <LanguageLink lang={l} current={lang} path={path} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The switcher's face: the current language's flag and code. Its accessible name
 * starts with the code it shows ("DA Sprog: Dansk"), so voice control users can say
 * what they see. */
export function LanguageLabel({ lang }: { lang: Lang }) {
  const t = useT();
  return (
    <>
      <Flag lang={lang} />
      <span className="lang-code">{lang.toUpperCase()}</span>
      <span className="visually-hidden">{t("lang-switcher", { name: t(`lang-${lang}`) })}</span>
      <ChevronDown size={16} aria-hidden />
    </>
  );
}

/** One language: the same page in that language. */
export function LanguageLink({ lang, current, path, ...props }: { lang: Lang; current: Lang; path: string } & ComponentPropsWithRef<"a">) {
  const t = useT();
  return (
    <a
      href={localizedPath(lang, path)}
      hrefLang={lang}
      lang={lang}
      aria-current={lang === current ? "true" : undefined}
      {...props}
      onClick={(e) => {
        props.onClick?.(e);
        rememberLanguage(lang);
      }}
    >
      <Flag lang={lang} />
      <span className="lang-code">{lang.toUpperCase()}</span>
      <span>{t(`lang-${lang}`)}</span>
    </a>
  );
}
