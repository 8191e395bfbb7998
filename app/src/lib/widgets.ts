// The accessible widgets (Radix dialogs, menus and toasts) are not needed for the first
// paint, nor until the visitor does something: the server renders their closed state
// (the language menu as a plain disclosure that works without them), and the browser
// loads their code in one chunk of its own on the visitor's first sign of life on the
// page (a pointer moving over it, a touch, a key, a wheel), or at once when a visitor
// reaches for a widget first (see loadWidgetsOnIntent). A page nobody touches never
// loads them. Until then a widget renders nothing (or its server markup), so
// hydration always matches the server's HTML.
import { useSyncExternalStore } from "react";

export type Widgets = typeof import("../components/widgets");

let widgets: Widgets | null = null;
let loading: Promise<Widgets> | null = null;
const listeners = new Set<() => void>();

/** Loads the widgets chunk (once; a failed load is tried again on the next call). */
export function loadWidgets(): Promise<Widgets> {
  loading ??= import("../components/widgets").then(
    (module) => {
      widgets = module;
      listeners.forEach((notify) => notify());
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the widgets, for a visitor who reached for one before they were ready. */
export function requestWidgets() {
  loadWidgets().catch((error: unknown) => console.warn("the widgets could not be loaded", error));
}

/** What shows that a visitor is about to use the page. */
const INTENT = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;

/** Calls `then` once on the visitor's first sign of life on the page; answers a
 * function that stops waiting. */
export function onFirstIntent(then: () => void): () => void {
  const stop = () => INTENT.forEach((type) => document.removeEventListener(type, onIntent, true));
  const onIntent = () => {
    stop();
    then();
  };
  INTENT.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
  return stop;
}

/** Loads the widgets on the visitor's first sign of life on the page (see above). */
export function loadWidgetsOnIntent() {
  onFirstIntent(requestWidgets);
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** The widgets once loaded; null on the server and while hydrating. */
export function useWidgets(): Widgets | null {
  return useSyncExternalStore(
    subscribe,
    () => widgets,
    () => null,
  );
}

/** What a widget's stand-in (its server markup, before the widgets arrived) was doing
 * when the real widget replaced it: the real one takes over focus and the open state,
 * so the swap goes unnoticed. */
export interface Handover {
  focused: boolean;
  open: boolean;
}
