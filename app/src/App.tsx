// The app as React Router's route tree (data mode), the same on both sides: the
// server renders it with a static router fed the data its Rust loader fetched
// (entry-server.tsx), the browser hydrates a browser router from the same data and
// then asks the server's loaders for each next page (entry-client.tsx).
//
//   root   the shell: header, menus, footer, the pending state; `main` holds
//   └ pages    the error element (a navigation whose data failed), around
//     └ one route per row of routes.json, rendering its route module
import { type ComponentType, createContext, createElement, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { Outlet, type RouteObject, ScrollRestoration, useActionData, useMatches, useNavigate, useNavigation, useRouteError } from "react-router";
import { CartProvider } from "./components/CartProvider";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { ToastProvider } from "./components/Toaster";
import { useT } from "./lib/i18n";
import { PageProvider, type RouteModule, usePage } from "./lib/page";
import { PageActionsProvider } from "./lib/session";
import type { AppPart } from "./lib/shell";
import { useWidgets } from "./lib/widgets";
import type { PageData } from "./lib/types";
import { ROUTES, type RouteId } from "./routes";

/** Watches the session of a signed-in visitor only (its code comes with one). */
function SessionWatch() {
  const signedIn = usePage().user !== null;
  const [Watcher, setWatcher] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (signedIn && !Watcher) void import("./components/SessionWatcher").then((m) => setWatcher(() => m.SessionWatcher));
  }, [signedIn, Watcher]);
  return Watcher && signedIn ? <Watcher /> : null;
}

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t("site-skip-to-content")}
    </a>
  );
}

function Toasts({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ToastProvider closeLabel={t("toast-close")} label={t("toast-label")}>
      {children}
    </ToastProvider>
  );
}

/** The cart panel arrives with the widgets (see lib/widgets.ts); it starts closed. */
function CartPanelWhenReady() {
  const widgets = useWidgets();
  return widgets && <widgets.CartPanel />;
}

/**
 * While the next page's data loads: a bar at the top (shown after a moment, so a fast
 * navigation does not flicker) and the same said to screen readers. The server
 * always renders it idle.
 */
function NavigationStatus() {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <div className="nav-progress" data-busy={busy || undefined} aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {busy ? t("navigation-pending") : ""}
      </p>
    </>
  );
}

// The server's parts of a page (lib/shell.ts): the shell's hole, and an empty place.
const ShellHole = () => createElement("x-shell-hole");
const Omitted = () => null;

const Part = createContext<AppPart>("whole");
/** Which part of the app a server render makes (the browser renders it whole). */
export const PartProvider = Part.Provider;

/** What the shell shows: the data of the page shown, with who is signed in. */
function useShownPage(): [PageData, (user: PageData["user"]) => void] {
  const matches = useMatches();
  const loaded = matches[matches.length - 1]?.data as PageData | undefined;
  // A navigation whose data failed keeps the shell of the page before it.
  const last = useRef(loaded);
  if (loaded) last.current = loaded;
  // A page shared by every signed-in visitor was rendered for "someone signed in";
  // who it is arrives beside it (#__user) and is applied once hydrated, so the first
  // client render matches the server's HTML exactly.
  const [spliced, setSpliced] = useState<PageData["user"]>(null);
  const data = (loaded ?? last.current)!;
  return [spliced && data.user && !data.user.id ? { ...data, user: spliced } : data, setSpliced];
}

/** The root route: the document body around the route's content. */
function Layout() {
  const part = useContext(Part);
  const [data, setSpliced] = useShownPage();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const [actions] = useState(() => ({ navigateFresh: (path: string) => void navigate(path) }));
  useBrowserEffects(data, setSpliced);
  const Shell = (component: ComponentType) => (part === "content" ? Omitted : component);
  const [ShellHeader, ShellFooter] = [Shell(Header), Shell(Footer)];
  return (
    <PageProvider value={data}>
      <PageActionsProvider value={actions}>
        <Toasts>
          <SkipLink />
          <NavigationStatus />
          <SessionWatch />
          <CartProvider>
            <ShellHeader />
            <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
              {part === "shell" ? <ShellHole /> : <Outlet />}
            </main>
            <ShellFooter />
            <CartPanelWhenReady />
          </CartProvider>
        </Toasts>
        <ScrollRestoration />
      </PageActionsProvider>
    </PageProvider>
  );
}

/** Given by the browser's entry: what the layout does once hydrated and on each page
 * it shows (the title, landing on an anchor). The server has none. */
export interface BrowserEffects {
  (data: PageData, setSpliced: (user: PageData["user"]) => void): void;
}
const noEffects: BrowserEffects = () => {};
const Effects = createContext<BrowserEffects>(noEffects);
export const BrowserEffectsProvider = Effects.Provider;
function useBrowserEffects(data: PageData, setSpliced: (user: PageData["user"]) => void) {
  useContext(Effects)(data, setSpliced);
}

/** The error element: a navigation whose data could not be loaded shows the error
 * page in the visitor's language, inside the shell of the page before it. */
function PageError() {
  const t = useT();
  const error = useRouteError();
  const { site } = usePage();
  useEffect(() => {
    console.warn("the next page could not be loaded:", error);
    document.title = `${t("error-page-title")} | ${site.name}`;
  }, [error, t, site.name]);
  return (
    <section className="container narrow-page page-error">
      <h1>{t("error-page-title")}</h1>
      <p>{t("error-page-text")}</p>
      <a className="button button-primary" href={typeof window === "undefined" ? undefined : window.location.href}>
        {t("error-page-retry")}
      </a>
    </section>
  );
}

/** A leaf: the route module the server's data names (a path's route as the server
 * decided it), which the route's loader has loaded; after one of its forms was sent
 * (its action), the page as the server answered it (with the form's messages). */
function routePage(moduleOf: (id: RouteId) => RouteModule) {
  return function RoutePage() {
    const shown = usePage();
    const answered = useActionData() as PageData | undefined;
    const data = answered?.route === shown.route ? { ...answered, user: shown.user } : shown;
    const { default: Page } = moduleOf(data.route);
    return (
      <PageProvider value={data}>
        <Page data={data} />
      </PageProvider>
    );
  };
}

/**
 * The route tree: `leaf` adds to each route what its side needs (the browser: its
 * loader, action and lazy module), `moduleOf` gives a loaded route module by id.
 * `rows` are the leaves: every route of routes.json in the browser; the server, whose
 * Rust side has matched the path already, renders one catch-all leaf (the same
 * elements at the same places: a leaf renders the module its data names), so a render
 * does not match and rank every route again.
 */
export function routeTree(
  moduleOf: (id: RouteId) => RouteModule,
  leaf: (id: RouteId) => Partial<RouteObject> = () => ({}),
  rows: readonly { id: string; path: string }[] = ROUTES,
): RouteObject[] {
  const Component = routePage(moduleOf);
  const children = rows.map(({ id, path }) => ({ id, path, Component, ...leaf(id as RouteId) }) as RouteObject);
  return [{ id: "root", Component: Layout, children: [{ id: "pages", ErrorBoundary: PageError, children }] }];
}
