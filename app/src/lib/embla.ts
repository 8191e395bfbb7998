// Embla, the carousel engine, is loaded when a carousel comes near the screen, not with
// the page (it would put the home page's JavaScript over its budget). The server
// renders each carousel without it, and until it is there the carousel works on its
// own: the smart-light carousel shows the chosen slide, the product slider scrolls
// natively.
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { type RefObject, useEffect, useRef, useState } from "react";

type EmblaCarousel = typeof import("embla-carousel").default;

let engine: Promise<EmblaCarousel> | null = null;
function loadEngine(): Promise<EmblaCarousel> {
  engine ??= import("embla-carousel").then(
    (module) => module.default,
    (error: unknown) => {
      engine = null;
      throw error;
    },
  );
  return engine;
}

/**
 * Embla on `viewport` (its first child is the row of slides) once the viewport comes
 * within 400 px of the screen. `ready` turns true as soon as the engine is loaded, one
 * render before Embla starts: a carousel stops placing its slides itself then. `options`
 * is read when Embla starts (for a `startIndex` that matches what is shown).
 */
export function useEmbla(
  viewport: RefObject<HTMLElement | null>,
  options: () => EmblaOptionsType,
): { ready: boolean; api: EmblaCarouselType | null } {
  const [Embla, setEmbla] = useState<EmblaCarousel | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const latestOptions = useRef(options);
  latestOptions.current = options;

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let live = true;
    const start = () =>
      loadEngine().then(
        (engine) => live && setEmbla(() => engine),
        (error: unknown) => console.warn("the carousel engine could not be loaded", error),
      );
    if (typeof IntersectionObserver !== "function") {
      void start();
      return () => void (live = false);
    }
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        void start();
      },
      { rootMargin: "400px" },
    );
    near.observe(node);
    return () => {
      live = false;
      near.disconnect();
    };
  }, [viewport]);

  useEffect(() => {
    const node = viewport.current;
    if (!Embla || !node) return;
    const instance = Embla(node, latestOptions.current());
    // A mouse drag must not select the slides' text on its way (Embla listens to
    // mousedown, whose default action starts a selection).
    const dragging = (on: boolean) => () => node.classList.toggle("is-dragging", on);
    instance.on("pointerDown", dragging(true)).on("pointerUp", dragging(false));
    setApi(instance);
    return () => {
      instance.destroy();
      setApi(null);
    };
  }, [Embla, viewport]);

  return { ready: Embla !== null, api };
}
