// Where the hero's background video goes. Its code (HeroVideo.tsx) is fetched only
// after the page has loaded, and only for visitors who want motion and data (no
// `prefers-reduced-motion: reduce`, no Save-Data), so it adds nothing to what the
// home page loads before it is interactive and can never be its largest paint.
import { type ComponentType, useEffect, useState } from "react";

export function HeroVideoSlot() {
  const [Video, setVideo] = useState<ComponentType | null>(null);
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let live = true;
    // Seconds after `load`, in an idle moment: the first and the largest paint and
    // hydration are long done, and the first seconds, when the visitor reads the
    // headline, are still. (Started sooner, Lighthouse's Speed Index counted the moving
    // light as a page still being drawn; see ARCHITECTURE.md.)
    const show = () => import("./HeroVideo").then((m) => live && setVideo(() => m.HeroVideo));
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => number }).requestIdleCallback;
    const go = () => setTimeout(() => (idle ? idle(show) : show()), 4000);
    if (document.readyState === "complete") go();
    else addEventListener("load", go, { once: true });
    return () => {
      live = false;
      removeEventListener("load", go);
    };
  }, []);
  return Video ? <Video /> : null;
}
