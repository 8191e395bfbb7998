import { FluentBundle, FluentNumber, type FluentResource, type FluentVariable, type Scope } from "@fluent/bundle";
import { ReactLocalization, useLocalization } from "@fluent/react";
import { formatDecimal } from "./format";
import { LANGS, type BrowserMessages, type Lang, type Messages } from "./types";

const cache = new Map<string, ReactLocalization>();
/** The visitor's-language bundle of each localization (the first of its bundles). */
const primary = new WeakMap<ReactLocalization, FluentBundle>();

/** Set by the server render: collects the ids shown in Danish because the visitor's
 * language lacks them (the server then has them translated in the background). */
let missing: Set<string> | null = null;

export function collectMissing<R>(run: () => R): { result: R; missing: string[] } {
  missing = new Set();
  try {
    const result = run();
    return { result, missing: [...missing] };
  } finally {
    missing = null;
  }
}

/** Fluent source, or entries the server parsed already (what the browser gets). */
type Source = string | unknown[];

/** The Fluent parser, where there is one: the server's bundle registers it (see
 * lib/fluent-parser.ts); the browser gets its catalogues parsed and carries none. */
let parser: ((ftl: string) => FluentResource) | null = null;

export function provideParser(parse: (ftl: string) => FluentResource) {
  parser = parse;
}

function resource(source: Source): FluentResource {
  // (`addResource` reads a resource's entries only.)
  if (typeof source !== "string") return { body: source } as unknown as FluentResource;
  if (!parser) throw new Error("no Fluent parser here: the browser gets its catalogues parsed");
  return parser(source);
}

function bundle(lang: string, source: Source): FluentBundle {
  // Isolation marks would put invisible characters around every placeable.
  const b = new FluentBundle(lang, { useIsolating: false });
  b.addResource(resource(source));
  return b;
}

/** The localization of a catalogue version this runtime already parsed, if any (the
 * server sends a catalogue's text only to runtimes that lack it). */
export function knownLocalization(key: string): ReactLocalization | undefined {
  return cache.get(key);
}

/** The localization for a catalogue, parsed once per catalogue version. In the
 * browser a catalogue comes in parts, one per route (`messages.route`: the messages
 * that route's code and the shell show); a later part of the same version is added to
 * the localization made from the first. */
export function localization(messages: Messages | BrowserMessages): ReactLocalization {
  const [own, fallback]: [Source, Source] = "entries" in messages ? [messages.entries, messages.fallbackEntries] : [messages.ftl, messages.fallback];
  const part = "entries" in messages ? messages : null;
  let l10n = cache.get(messages.key);
  if (!l10n) {
    const bundles = [bundle(messages.lang, own)];
    if (messages.lang !== "da") bundles.push(bundle("da", fallback));
    // The app reads strings with getString only; markup overlays are not used, so a
    // text-only parser keeps ReactLocalization working where there is no DOM.
    const textOnly = (text: string) => [{ nodeName: "#text", textContent: text }] as unknown as Node[];
    l10n = new ReactLocalization(bundles, textOnly);
    if (messages.lang !== "da") primary.set(l10n, bundles[0]);
    // A few versions per language at most (an overlay change makes a new one).
    if (cache.size >= 16) cache.delete(cache.keys().next().value as string);
    cache.set(messages.key, l10n);
  } else if (part?.route || part?.island) {
    // The shell's messages come again with every part: already there, and kept. (A
    // message no part has shows as its id, and @fluent/react warns of it in the
    // console, which the end-to-end tests fail on.)
    const [ownBundle, fallbackBundle] = [...l10n.bundles];
    ownBundle.addResource(resource(own));
    if (fallbackBundle) fallbackBundle.addResource(resource(fallback));
  }
  if (part?.route) routesIn(l10n).add(part.route);
  return l10n;
}

/** Where the browser fetches the parts of its catalogue (`/assets/messages/{key}/`)
 * and the localization they are added to; none where a whole catalogue came (it has
 * every part's messages). */
let parts: { base: string; l10n: ReactLocalization } | null = null;
const fetching = new Map<string, Promise<void>>();

/** Called once in the browser with the page's catalogue (see entry-client.tsx). */
export function fetchPartsFrom(messagesUrl: string, l10n: ReactLocalization) {
  parts = routesIn(l10n).size > 0 ? { base: messagesUrl.replace(/[^/]+\.json$/, ""), l10n } : null;
}

/** A part of the catalogue (`file` under the parts' base), fetched once (a failed
 * fetch is tried again on the next call) and added to the localization. */
function fetchPart(file: string): Promise<void> {
  if (!parts) return Promise.resolve();
  const url = parts.base + file;
  let loading = fetching.get(url);
  if (!loading) {
    loading = fetch(url, { credentials: "same-origin" }).then(async (r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status}`);
      localization((await r.json()) as BrowserMessages);
    });
    loading.catch(() => fetching.delete(url));
    fetching.set(url, loading);
  }
  return loading;
}

/** The part of the catalogue a route shows, fetched beside its code (the first page's
 * came with the page). */
export function routeMessages(route: string): Promise<void> {
  if (!parts || routesIn(parts.l10n).has(route)) return Promise.resolve();
  return fetchPart(`${route}.json`);
}

/** The messages an island shows beyond the shell's, fetched with its code. */
export function islandMessages(name: string): Promise<void> {
  return fetchPart(`island/${name}.json`);
}

const routeParts = new WeakMap<ReactLocalization, Set<string>>();
/** The routes whose part of the catalogue a localization holds (the browser's). */
export function routesIn(l10n: ReactLocalization): Set<string> {
  let routes = routeParts.get(l10n);
  if (!routes) routeParts.set(l10n, (routes = new Set()));
  return routes;
}

export type T = (id: string, args?: Record<string, FluentVariable>) => string;

/**
 * A number in a message ("{ $count } varer"), written by lib/format as the server's
 * engine writes it. Fluent writes a plain number through Intl.NumberFormat, and a
 * browser's first NumberFormat loads its locale data from ICU: 14-36 ms of the main
 * thread on a desktop, four times that on a phone, in the middle of hydrating a page
 * that shows a number. Plural variants still choose by Intl.PluralRules (well under a
 * millisecond), since this is a FluentNumber.
 */
class MessageNumber extends FluentNumber {
  override toString(scope: Scope): string {
    const base = (scope.bundle.locales[0] ?? "da").slice(0, 2).toLowerCase() as Lang;
    const lang = LANGS.includes(base) ? base : "da";
    const { minimumFractionDigits, maximumFractionDigits } = this.opts;
    return formatDecimal(this.value, lang, minimumFractionDigits, maximumFractionDigits);
  }
}

/** What a visitor reads where a message is missing from every bundle the page holds:
 * the language's general error text, never the id (which goes to the console, where
 * the end-to-end tests fail on it). */
const GENERAL_ERROR = "api-internal-error";

/** A message in the visitor's language, Danish when it is missing (noted, see
 * `collectMissing`), the general error text when both lack it. */
export function translate(l10n: ReactLocalization, id: string, args?: Record<string, FluentVariable> | null): string {
  if (missing) {
    const own = primary.get(l10n);
    if (own && !own.hasMessage(id)) missing.add(id);
  }
  if (l10n.getBundle(id) === null) {
    console.error(`message ${id} is missing from this page's catalogue`);
    return id === GENERAL_ERROR ? "Error" : translate(l10n, GENERAL_ERROR);
  }
  let fluentArgs = args ?? null;
  if (args && Object.values(args).some((v) => typeof v === "number")) {
    fluentArgs = {};
    for (const [name, value] of Object.entries(args)) fluentArgs[name] = typeof value === "number" ? new MessageNumber(value) : value;
  }
  return l10n.getString(id, fluentArgs, id);
}

/** `t(id, args)`: the message in the visitor's language, Danish when it is missing. */
export function useT(): T {
  const { l10n } = useLocalization();
  return (id, args) => translate(l10n, id, args);
}
