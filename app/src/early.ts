// Loaded (tiny, blocking) before the app: until the app is interactive, clicks on
// add-to-cart buttons are remembered, and the cart adds them once it is ready.
(() => {
  const w = window as unknown as { __cartQueue?: { handle: string; variantId: string }[] };
  w.__cartQueue = [];
  document.addEventListener(
    "click",
    (event) => {
      if (document.documentElement.dataset.hydrated === "true") return;
      const button = (event.target as Element | null)?.closest?.("[data-add-to-cart]");
      if (!button) return;
      try {
        w.__cartQueue!.push(JSON.parse(button.getAttribute("data-add-to-cart") || ""));
        button.setAttribute("aria-busy", "true");
      } catch {
        // A malformed payload is simply not queued.
      }
    },
    true,
  );
})();
