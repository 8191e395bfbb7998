// The browser bundle: hydrates the server's HTML with React Router's browser router
// from the same data, then navigates client-side, each route's loader asking the
// server's loader (/api/page) for the next page's data.
import "./styles/app.css";
import { LocalizationProvider, type ReactLocalization } from "@fluent/react";
import { startTransition, useEffect, useLayoutEffect, useRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { type ActionFunctionArgs, createBrowserRouter, type LoaderFunctionArgs, matchRoutes, type ShouldRevalidateFunctionArgs, redirect, redirectDocument, useLocation } from "react-router";
import { RouterProvider } from "react-router/dom";
import { type BrowserEffects, BrowserEffectsProvider, routeTree } from "./App";
import { fetchPartsFrom, localization, routeMessages, translate } from "./lib/i18n";
import { basename, langOf, withoutLang } from "./lib/paths";
import { loadWidgetsOnIntent } from "./lib/widgets";
import type { BrowserMessages, Lang, PageData, PageResponse } from "./lib/types";
import { loadedRoute, loadRoute } from "./route-modules.client";
import type { RouteId } from "./routes";

/**
 * Lands on `#id` (lib/anchor.ts, loaded when a page first has an anchor to land on):
 * the home page's sections are laid out late, so the router's own jump to an
 * element can fall short.
 */
function landOn(hash: string) {
  if (!hash || hash === "#") return;
  // Landing from this moment, not from when the module has loaded: the sections get
  // their real size at once, and a tool waiting for the landing to end does not take
  // the moment before it began for its end.
  document.documentElement.dataset.anchoring = "true";
  import("./lib/anchor").then(
    (m) => m.landOn(hash),
    () => delete document.documentElement.dataset.anchoring,
  );
}

/** A route's loader: the server's loader for the same URL (which already carries the
 * language prefix), and the code and messages of the route it names. */
async function pageLoader(lang: Lang, { request }: LoaderFunctionArgs): Promise<PageData> {
  const url = new URL(request.url);
  const res = await fetch(`/api/page?path=${encodeURIComponent(url.pathname + url.search)}`, {
    headers: { accept: "application/json" },
    credentials: "same-origin",
    signal: request.signal,
  });
  return pageFrom(lang, res);
}

/** A route's action: the form posted to the server's handler of the same URL (what a
 * form without JavaScript posts to), which answers the page as the form left it (its
 * messages) or where to go next. */
async function pageAction(lang: Lang, { request }: ActionFunctionArgs): Promise<PageData> {
  const url = new URL(request.url);
  const form = new URLSearchParams([...(await request.formData())].map(([name, value]) => [name, String(value)]));
  const res = await fetch(url.pathname + url.search, {
    method: "POST",
    body: form,
    headers: { accept: "application/json" },
    credentials: "same-origin",
    signal: request.signal,
  });
  return pageFrom(lang, res);
}

/** The page the server answered (`{data}`, with the code and messages of the route
 * it names), or its redirect thrown (`{redirect}`, into another language a document
 * load). */
async function pageFrom(lang: Lang, res: Response): Promise<PageData> {
  const body = (await res.json().catch(() => null)) as PageResponse | null;
  if (!body || !("redirect" in body || "data" in body)) throw new Error(`the page's data did not load (${res.status})`);
  // React Router puts the language's basename in front of a redirect within it;
  // another site (the payment provider's page) and another language load a document.
  if ("redirect" in body) {
    const elsewhere = body.document === true || langOf(body.redirect) !== lang;
    // A document redirect in full: React Router puts the basename in front of a path.
    throw elsewhere ? redirectDocument(new URL(body.redirect, window.location.href).href) : redirect(withoutLang(body.redirect));
  }
  // The page's own status (404, 503 of a product the shop cannot answer for) is the
  // page's to show.
  await Promise.all([loadRoute(body.data.route).then((route) => route.preload?.()), routeMessages(body.data.route)]);
  return body.data;
}

const moduleOf = (id: RouteId) => loadedRoute(id) ?? loadedRoute("not-found")!;

/** What the layout does in the browser: once hydrated, and on every page shown. */
function browserEffects(l10n: ReactLocalization): BrowserEffects {
  return function useEffects(data, setSpliced) {
    useEffect(() => {
      const spliced = document.getElementById("__user")?.textContent;
      if (spliced) setSpliced(JSON.parse(spliced) as PageData["user"]);
      // A marker for tests and tools: the page is interactive from here on.
      document.documentElement.dataset.hydrated = "true";
      // Opened at an anchor: aim again now that the page is hydrated.
      if (window.location.hash) landOn(window.location.hash);
    }, []); // eslint-disable-line react-hooks/exhaustive-deps
    // The title and description of each next page.
    const first = useRef(true);
    useLayoutEffect(() => {
      if (first.current) return;
      const meta = moduleOf(data.route).meta(data, (id, args) => translate(l10n, id, args));
      document.title = meta.title;
      document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description ?? "");
    }, [data]);
    // An anchor of a next page, or of this one (a link to "/#products" on the home page;
    // followed by the browser itself, from an island's server HTML not yet live, it
    // keeps the entry's key and changes only the hash).
    // On commit, before the next page is drawn (its sections drawn at their real size).
    const location = useLocation();
    useLayoutEffect(() => {
      if (first.current) first.current = false;
      else landOn(location.hash);
    }, [location.key, location.hash]); // eslint-disable-line react-hooks/exhaustive-deps
  };
}

async function boot() {
  const script = document.getElementById("__page");
  const root = document.getElementById("root");
  if (!script?.textContent || !root) return;
  const { data, messagesUrl } = JSON.parse(script.textContent) as { data: PageData; messagesUrl: string };
  // Opened at an anchor: the browser's own jump was aimed at placeholder heights.
  if (window.location.hash) landOn(window.location.hash);
  // The page's part of the catalogue is preloaded by the page and cached across
  // pages; fetch it and the route's code side by side.
  const [messages] = await Promise.all([
    fetch(messagesUrl, { credentials: "same-origin" }).then((r) => r.json() as Promise<BrowserMessages>),
    loadRoute(data.route),
  ]);
  // The widgets (lib/widgets.ts) load when the visitor first reaches for the page.
  loadWidgetsOnIntent();
  const l10n = localization(messages);
  fetchPartsFrom(messagesUrl, l10n);
  const lang = data.lang;
  const base = basename(lang) || "/";
  // Each route's module loads beside its data (`lazy`); the first page's is here.
  const routes = routeTree(moduleOf, (id) => ({
    loader: (args: LoaderFunctionArgs) => pageLoader(lang, args),
    action: (args: ActionFunctionArgs) => pageAction(lang, args),
    // A form's answer is its page (the action's data, which the page shows): nothing
    // to load again. A redirect loads the page it names.
    shouldRevalidate: ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      actionResult === undefined && defaultShouldRevalidate,
    lazy: async () => (await loadRoute(id), {}),
  }));
  const leaf = matchRoutes(routes, window.location, base)?.at(-1)?.route;
  if (leaf) delete leaf.lazy;
  const router = createBrowserRouter(routes, { basename: base, hydrationData: { loaderData: leaf?.id ? { [leaf.id]: data } : {} } });
  const effects = browserEffects(l10n);
  // In a transition React hydrates in small slices and yields to the browser between
  // them, so a long page never blocks input for long; the server's HTML is already
  // on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <LocalizationProvider l10n={l10n}>
        <BrowserEffectsProvider value={effects}>
          <RouterProvider router={router} />
        </BrowserEffectsProvider>
      </LocalizationProvider>,
    );
  });
}

void boot();
