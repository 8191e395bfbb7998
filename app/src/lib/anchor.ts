// Landing on an in-page anchor (`/#products`, `#kontakt`).
//
// The home page's sections below the first screen are laid out only when they come
// near the viewport (`content-visibility: auto`, 700 px placeholders), so a scroll aimed
// before they have their real size misses: the browser's own jump on a fresh load, and
// a jump made before the next page has rendered, both land hundreds or thousands of
// pixels off. So a landing lays out the sections (html[data-anchoring] makes them
// visible), puts the target's heading just below the sticky header, and keeps it there
// while late layout (images, fonts, hydration) settles, until the visitor scrolls or
// the page has held still. Sections remember their real size afterwards
// (`contain-intrinsic-size: auto`), so handing them back to `auto` moves nothing.

/** Pixels between the sticky header's bottom edge and the target's heading. */
const GAP = 16;
/** How long a landing may keep correcting the position. */
const SETTLE_MS = 2500;
/** Frames the target must hold still before the landing is done. */
const STILL_FRAMES = 20;

let stop: (() => void) | null = null;

function targetOf(hash: string): HTMLElement | null {
  if (!hash || hash === "#") return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

/** Where the window must scroll for `target`'s heading to sit below the sticky header. */
function wantedTop(target: HTMLElement): number {
  const header = document.querySelector<HTMLElement>(".site-header");
  const covered = header && getComputedStyle(header).position === "sticky" ? header.getBoundingClientRect().height : 0;
  const heading = target.matches("section, article, div")
    ? (target.querySelector<HTMLElement>("h1, h2, h3") ?? target)
    : target;
  const top = heading.getBoundingClientRect().top + window.scrollY - covered - GAP;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(Math.round(top), max));
}

/**
 * Scrolls to the element named by `hash` (or to the top when there is none) and holds
 * it there while the page settles. A newer landing replaces an older one.
 */
export function landOn(hash: string): void {
  stop?.();
  const target = targetOf(hash);
  const root = document.documentElement;
  if (!target) {
    delete root.dataset.anchoring;
    window.scrollTo({ top: 0, behavior: "instant" });
    return;
  }
  root.dataset.anchoring = "true";
  const started = performance.now();
  let still = 0;
  let frame = 0;
  const events = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
  const finish = () => {
    cancelAnimationFrame(frame);
    for (const e of events) window.removeEventListener(e, finish, true);
    delete root.dataset.anchoring;
    if (stop === finish) stop = null;
  };
  stop = finish;
  // The visitor takes over the moment they scroll, tap or press a key.
  for (const e of events) window.addEventListener(e, finish, { capture: true, passive: true });
  const step = () => {
    if (!target.isConnected) return finish();
    const top = wantedTop(target);
    if (Math.abs(window.scrollY - top) > 1) {
      window.scrollTo({ top, behavior: "instant" });
      still = 0;
    } else {
      still += 1;
    }
    if (still >= STILL_FRAMES || performance.now() - started > SETTLE_MS) return finish();
    frame = requestAnimationFrame(step);
  };
  step();
}
