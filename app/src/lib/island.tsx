// Islands: a part of a page below the first screen whose code the browser loads only
// when the visitor comes near it. The server renders it complete, like any other
// part (its module is registered by src/islands.server.ts, since the server renders
// synchronously). In the browser the page hydrates with the island's server HTML kept
// as it is (the same HTML, so hydration matches and nothing moves); once the island
// comes within a screen of the viewport, or the visitor points at, touches or focuses
// it, its chunk and its part of the catalogue (the messages it shows beyond the
// shell's: app/build.mjs) load and the live component takes the HTML's place (a
// client render of the same markup; a field the visitor is typing in keeps its focus
// and text). A page reached by client-side navigation loads its islands with the
// route (`preload`), so it never shows one half-drawn.
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";
import { islandMessages } from "./i18n";

type Loader<P> = () => Promise<ComponentType<P>>;

/** The server's islands, by name (see src/islands.server.ts). */
const serverIslands = new Map<string, ComponentType<any>>();

/** Registers the island modules the server renders with. */
export function provideIslands(islands: Record<string, ComponentType<any>>) {
  for (const [name, component] of Object.entries(islands)) serverIslands.set(name, component);
}

/** How far below (and above) the viewport an island starts loading. */
const MARGIN = "100% 0px";
const INTENT = ["pointerover", "touchstart", "focusin"] as const;

/** When an island loads: when it comes near the viewport (or is reached for), or only
 * when the visitor reaches for it (a part always in view, like the header's search). */
export type When = "near" | "intent";

/** Resolves once `element` comes near the viewport (with "near") or the visitor
 * reaches for it; stops watching (and never resolves) once `signal` aborts. */
function reached(element: Element, when: When, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer =
      when === "near" && typeof IntersectionObserver !== "undefined"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: MARGIN })
        : null;
    const stop = () => {
      observer?.disconnect();
      INTENT.forEach((type) => element.removeEventListener(type, done, true));
    };
    const done = () => {
      stop();
      resolve();
    };
    if (when === "near" && !observer) return resolve();
    signal.addEventListener("abort", stop, { once: true });
    // (The wrapper itself has no box: display: contents.)
    observer?.observe(element.firstElementChild ?? element);
    INTENT.forEach((type) => element.addEventListener(type, done, { capture: true, passive: true }));
    if (element.contains(document.activeElement)) done();
  });
}

/** What the visitor was doing in a field of the server's HTML when the live island
 * replaced it: the live one takes over the focus and what was typed. */
interface Handover {
  name: string;
  value: string;
}

function handoverFrom(element: Element | null): Handover | null {
  const active = document.activeElement;
  if (!element || !(active instanceof HTMLInputElement) || !element.contains(active) || !active.name) return null;
  return { name: active.name, value: active.value };
}

function handoverTo(element: Element | null, handover: Handover) {
  const field = element?.querySelector(`input[name="${handover.name}"]`);
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  if (handover.value && field.value !== handover.value) {
    // As if typed: React's onChange follows the input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, handover.value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

export type Island<P> = ComponentType<P> & {
  /** Loads the island's code now (for a page about to be shown). */
  preload(): Promise<unknown>;
};

/** An island named `name` (unique on its page) whose component `load` fetches. */
export function island<P extends object>(name: string, load: Loader<P>, when: When = "near"): Island<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), islandMessages(name)]).then(([loaded]) => loaded).then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Island(props: P) {
    const server = serverIslands.get(name) as ComponentType<P> | undefined;
    if (!server && typeof document === "undefined") throw new Error(`island ${name}: no server module (src/islands.server.ts)`);
    // The server HTML as it arrived (read while hydrating, before React touches it).
    const [html] = useState(() =>
      server || component ? null : (document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? null),
    );
    const [live, setLive] = useState<ComponentType<P> | null>(() => component);
    const handover = useRef<Handover | null>(null);
    const wrapper = useRef<HTMLDivElement>(null);
    // Right after the live island is in the page, before the browser handles the
    // next keystroke: a key pressed between the two would be lost.
    useLayoutEffect(() => {
      if (!live) return;
      const element = wrapper.current;
      if (handover.current) handoverTo(element, handover.current);
      handover.current = null;
      // A marker for tests and tools: the island is live from here on; the cart adds
      // what was clicked in it before (early.ts).
      element?.setAttribute("data-live", "");
      window.dispatchEvent(new Event("islandlive"));
    }, [live]);
    useEffect(() => {
      if (live || server) return;
      const unmounted = new AbortController();
      const element = wrapper.current;
      // What is typed into the server's HTML until the live island replaces it (the
      // replacement comes a render after the code arrived) is handed over.
      const typed = () => {
        handover.current = handoverFrom(element);
      };
      element?.addEventListener("input", typed);
      (element && html !== null ? reached(element, when, unmounted.signal) : Promise.resolve())
        .then(preload)
        .then((loaded) => {
          if (unmounted.signal.aborted) return;
          handover.current = handoverFrom(element);
          setLive(() => loaded);
        })
        .catch((error: unknown) => console.warn(`the ${name} section could not be loaded`, error));
      return () => {
        unmounted.abort();
        element?.removeEventListener("input", typed);
      };
    }, [live, html]);
    if (server) {
      const Server = server;
      return (
        <div className="island" data-island={name}>
          <Server {...props} />
        </div>
      );
    }
    const Live = live;
    return Live ? (
      <div key="live" ref={wrapper} className="island" data-island={name}>
        <Live {...props} />
      </div>
    ) : (
      <div key="static" ref={wrapper} className="island" data-island={name} dangerouslySetInnerHTML={{ __html: html ?? "" }} />
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { preload });
}
