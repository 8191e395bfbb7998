// Loaded (tiny, async) before the app. Two things:
// - until the app is interactive (or the island around them, lib/island.tsx, is),
//   clicks on add-to-cart buttons are remembered, and the cart adds them once it is
//   ready;
// - it starts the app: the page arrives complete from the server and needs no
//   JavaScript to show, so the app's modules and the page's part of the message
//   catalogue (named by this script's data-app, data-modules and data-messages) are
//   fetched once the document is parsed and its first frame painted. On a slow line
//   the stylesheet and the first screen's images then do not share it with them.
(() => {
  const w = window as unknown as { __cartQueue?: { handle: string; variantId: string }[] };
  w.__cartQueue = [];
  document.addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element | null)?.closest?.("[data-add-to-cart]");
      if (!button) return;
      // After hydration, only in a section whose code has not come yet (an island).
      if (document.documentElement.dataset.hydrated === "true" && !button.closest("[data-island]:not([data-live])")) return;
      try {
        w.__cartQueue!.push(JSON.parse(button.getAttribute("data-add-to-cart") || ""));
        button.setAttribute("aria-busy", "true");
      } catch {
        // A malformed payload is simply not queued.
      }
    },
    true,
  );

  const script = document.currentScript as HTMLScriptElement | null;
  const { app, modules = "", messages } = script?.dataset ?? {};
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const add = (tag: string, attributes: Record<string, string>) => {
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
      document.head.appendChild(el);
    };
    if (messages) add("link", { rel: "preload", as: "fetch", crossorigin: "", href: messages });
    for (const href of modules.split(" ").filter(Boolean)) add("link", { rel: "modulepreload", href });
    add("script", { type: "module", src: app });
  };
  // Once the browser tells of the page's first contentful paint; where it does not
  // tell of paints, two frames later; at once in a page nobody sees (opened in a
  // background tab, where frames do not come); and in any case after 3 s.
  const afterPaint = () => {
    if (document.visibilityState === "hidden") return start();
    setTimeout(start, 3000);
    if (PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
      // (Told after the paint: started from here, not from a timer, which a test that
      // holds the page's clock would hold too.)
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        start();
      }).observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint, { once: true });
  else afterPaint();
})();
