import { LocalizationProvider, type ReactLocalization } from "@fluent/react";
import { type ComponentType, createElement, type ReactNode, useEffect, useState } from "react";
import { CartProvider } from "./components/CartProvider";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { ToastProvider } from "./components/Toaster";
import { useT } from "./lib/i18n";
import { PageProvider, type RouteModule, usePage } from "./lib/page";
import type { AppPart } from "./lib/shell";
import { useWidgets } from "./lib/widgets";
import type { PageData } from "./lib/types";

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

// The server's parts of a page (lib/shell.ts): the shell's hole, and an empty place.
const ShellHole = () => createElement("x-shell-hole");
const Omitted = () => null;

/** The document body for one page: shell around the route's component. */
export function App({ data, route, l10n, part = "whole" }: { data: PageData; route: RouteModule; l10n: ReactLocalization; part?: AppPart }) {
  const Page = part === "shell" ? ShellHole : route.default;
  const Shell = (component: ComponentType) => (part === "content" ? Omitted : component);
  const [ShellHeader, ShellFooter] = [Shell(Header), Shell(Footer)];
  return (
    <LocalizationProvider l10n={l10n}>
      <PageProvider value={data}>
        <Toasts>
          <SkipLink />
          <SessionWatch />
          <CartProvider>
            <ShellHeader />
            <main id="main" tabIndex={-1}>
              <Page data={data} />
            </main>
            <ShellFooter />
            <CartPanelWhenReady />
          </CartProvider>
        </Toasts>
      </PageProvider>
    </LocalizationProvider>
  );
}
