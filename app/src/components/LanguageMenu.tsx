import * as Menu from "@radix-ui/react-dropdown-menu";
import { useLayoutEffect, useRef } from "react";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { LANGS } from "../lib/types";
import type { Handover } from "../lib/widgets";
import { LanguageLabel, LanguageLink } from "./LanguageSwitcher";

/** The language menu: arrow keys, Home and End move between the languages, typing a
 * name's first letter jumps to it, Escape closes it and focus returns to the button.
 * Not modal: a modal menu's scroll lock would inject a <style> element, which the CSP
 * blocks. */
export function LanguageMenu({ handover }: { handover: Handover }) {
  const t = useT();
  const { lang, path } = usePage();
  const trigger = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (handover.focused) trigger.current?.focus();
  }, [handover]);

  return (
    <Menu.Root modal={false} defaultOpen={handover.open}>
      <div className="lang-switcher">
        <Menu.Trigger ref={trigger} className="lang-switcher-button">
          <LanguageLabel lang={lang} />
        </Menu.Trigger>
        <Menu.Content className="lang-menu" align="end" sideOffset={4} loop>
          {LANGS.map((l) => (
            <Menu.Item key={l} asChild textValue={t(`lang-${l}`)}>
              <LanguageLink lang={l} current={lang} path={path} />
            </Menu.Item>
          ))}
        </Menu.Content>
      </div>
    </Menu.Root>
  );
}
