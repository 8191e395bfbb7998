// The browser bundle: hydrates the server's HTML with the same data, then navigates
// client-side, asking the server's loaders for each next page's data.
import "./styles/app.css";
import type { ReactLocalization } from "@fluent/react";
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter, useLocation, useNavigate } from "./lib/router";
import { App } from "./App";
import { fetchPartsFrom, localization, routeMessages, translate } from "./lib/i18n";
import type { RouteModule } from "./lib/page";
import { basename, localizedPath, splitLang } from "./lib/paths";
import { PageActionsProvider } from "./lib/session";
import { loadWidgetsOnIntent } from "./lib/widgets";
import type { BrowserMessages, PageData, PageResponse } from "./lib/types";
import { loadRoute } from "./route-modules.client";

interface Shown {
  key: string;
  /** Which fresh-navigation request produced it (see navigateFresh). */
  fresh: string;
  data: PageData;
  route: RouteModule;
}

/**
 * Lands on `#id` (lib/anchor.ts, loaded when a page first has an anchor to land on),
 * or goes to the top of a new page without one.
 */
function landOn(hash: string) {
  if (hash && hash !== "#") void import("./lib/anchor").then((m) => m.landOn(hash));
  else window.scrollTo({ top: 0, behavior: "instant" });
}

function updateHead(route: RouteModule, data: PageData, l10n: ReactLocalization) {
  const meta = route.meta(data, (id, args) => translate(l10n, id, args));
  document.title = meta.title;
  document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description ?? "");
}

function ClientApp({ initial, l10n }: { initial: Shown; l10n: ReactLocalization }) {
  const [shown, setShown] = useState(initial);
  const location = useLocation();
  const navigate = useNavigate();
  const counter = useRef(0);
  // The request for fresh data travels in the navigation's own state, so it arrives
  // together with the new path (a separate React state would be applied before the
  // router's transition and refetch the page being left: after signing out, the
  // profile's data answers "go to /auth" and would win over the home page).
  const actions = useMemo(
    () => ({
      navigateFresh: (path: string) => {
        counter.current += 1;
        navigate(path, { state: { fresh: `${Date.now()}-${counter.current}` } });
      },
    }),
    [navigate],
  );
  const fresh = (location.state as { fresh?: string } | null)?.fresh ?? "";
  const lang = initial.data.lang;
  const wanted = location.pathname + location.search;
  const first = useRef(true);
  const latest = useRef(wanted);
  latest.current = wanted;
  // Where to land once the page just set has been committed to the DOM: a scroll made
  // before that aims at the page being left.
  const landing = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (landing.current === null) return;
    const hash = landing.current;
    landing.current = null;
    landOn(hash);
  }, [shown]);

  // A page shared by every signed-in visitor was rendered for "someone signed in";
  // who it is arrives beside it (#__user) and is applied once hydrated, so the
  // first client render matches the server's HTML exactly.
  useEffect(() => {
    const spliced = document.getElementById("__user")?.textContent;
    if (spliced) {
      const user = JSON.parse(spliced) as PageData["user"];
      setShown((s) => (s.data.user && !s.data.user.id ? { ...s, data: { ...s.data, user } } : s));
    }
    // A marker for tests and tools: the page is interactive from here on.
    document.documentElement.dataset.hydrated = "true";
    // Opened at an anchor: aim again now that the page is hydrated.
    if (window.location.hash) landOn(window.location.hash);
  }, []);

  useEffect(() => {
    if (wanted === shown.key && fresh === shown.fresh) {
      // The same page at another anchor (a link to "/#products" on the home page, the
      // browser's own #id links, back and forward between them).
      if (location.hash && !first.current) landOn(location.hash);
      first.current = false;
      return;
    }
    first.current = false;
    const url = localizedPath(lang, location.pathname) + location.search;
    const fullReload = () => window.location.assign(url + location.hash);
    (async () => {
      const res = await fetch(`/api/page?path=${encodeURIComponent(url)}`, {
        headers: { accept: "application/json" },
        credentials: "same-origin",
      });
      if (!res.ok && res.status !== 404) return fullReload();
      const body = (await res.json()) as PageResponse;
      if ("redirect" in body) {
        const [targetLang, targetPath] = splitLang(body.redirect);
        if (targetLang === lang) navigate(targetPath, { replace: true });
        else window.location.assign(body.redirect);
        return;
      }
      const [route] = await Promise.all([
        loadRoute(body.data.route).then(async (route) => (await route.preload?.(), route)),
        routeMessages(body.data.route),
      ]);
      if (latest.current !== wanted) return; // a newer navigation won
      landing.current = location.hash;
      setShown({ key: wanted, fresh, data: body.data, route });
      updateHead(route, body.data, l10n);
    })().catch(fullReload);
  }, [wanted, fresh, location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <PageActionsProvider value={actions}>
      <App data={shown.data} route={shown.route} l10n={l10n} />
    </PageActionsProvider>
  );
}

/** A reload keeps the history entry's state: the page already is that fresh data. */
function freshOnLoad(): string {
  const state = window.history.state as { usr?: { fresh?: string } } | null;
  return state?.usr?.fresh ?? "";
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
  const [messages, route] = await Promise.all([
    fetch(messagesUrl, { credentials: "same-origin" }).then((r) => r.json() as Promise<BrowserMessages>),
    loadRoute(data.route),
  ]);
  // The widgets (lib/widgets.ts) load when the visitor first reaches for the page.
  loadWidgetsOnIntent();
  const l10n = localization(messages);
  fetchPartsFrom(messagesUrl, l10n);
  const key = window.location.pathname.slice(basename(data.lang).length) + window.location.search || "/";
  // In a transition React hydrates in small slices and yields to the browser between
  // them, so a long page never blocks input for long; the server's HTML is already
  // on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      root,
      <BrowserRouter basename={basename(data.lang) || undefined}>
        <ClientApp initial={{ key: key.startsWith("/") ? key : `/${key}`, fresh: freshOnLoad(), data, route }} l10n={l10n} />
      </BrowserRouter>,
    );
  });
}

void boot();
