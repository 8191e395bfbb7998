import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { ReactLocalization, useLocalization } from "@fluent/react";
import type { Messages } from "./types";

const cache = new Map<string, ReactLocalization>();

function bundle(lang: string, ftl: string): FluentBundle {
  // Isolation marks would put invisible characters around every placeable.
  const b = new FluentBundle(lang, { useIsolating: false });
  b.addResource(new FluentResource(ftl));
  return b;
}

/** The localization for a catalogue, parsed once per catalogue version. */
export function localization(messages: Messages): ReactLocalization {
  let l10n = cache.get(messages.key);
  if (!l10n) {
    const bundles = [bundle(messages.lang, messages.ftl)];
    if (messages.lang !== "da") bundles.push(bundle("da", messages.fallback));
    // The app reads strings with getString only; markup overlays are not used, so a
    // text-only parser keeps ReactLocalization working where there is no DOM.
    const textOnly = (text: string) => [{ nodeName: "#text", textContent: text }] as unknown as Node[];
    l10n = new ReactLocalization(bundles, textOnly);
    cache.set(messages.key, l10n);
  }
  return l10n;
}

export type T = (id: string, args?: Record<string, FluentVariable>) => string;

/** `t(id, args)`: the message in the visitor's language, Danish when it is missing. */
export function useT(): T {
  const { l10n } = useLocalization();
  return (id, args) => l10n.getString(id, args ?? null, id);
}
