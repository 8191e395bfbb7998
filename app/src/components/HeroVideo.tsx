// The hero's background video: slow light behind the image of sockets and switches.
//
// It never competes with the first paint: the server's HTML has no video (so nothing
// in it can become the largest paint), and the element is added only after the page
// has loaded and the browser is idle. Visitors who ask for less motion or for less
// data (Save-Data) get no video. It is muted, loops, plays inline on phones, pauses
// while out of view, and has a pause button (WCAG 2.2.2) whose choice is remembered.
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useEffect, useRef, useState } from "react";
import poster from "../images/hero-light-poster.jpg";
import mp4 from "../images/hero-light.mp4";
import webm from "../images/hero-light.webm";
import { useT } from "../lib/i18n";

const PAUSED_KEY = "hero-video-paused";

/** Whether this visitor should get the video at all. */
export function videoWanted(): boolean {
  if (typeof window === "undefined") return false;
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return !connection?.saveData;
}

/** Runs `then` once the page has loaded and the browser has a quiet moment. */
function afterLoad(then: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const run = () => {
    if (cancelled) return;
    const w = window as Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };
    if (w.requestIdleCallback) idle = w.requestIdleCallback(() => !cancelled && then(), { timeout: 2000 });
    else idle = window.setTimeout(() => !cancelled && then(), 200);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    const w = window as Window & { cancelIdleCallback?: (id: number) => void };
    w.cancelIdleCallback?.(idle);
    window.clearTimeout(idle);
  };
}

export function HeroVideo() {
  const t = useT();
  const [shown, setShown] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const visible = useRef(true);

  useEffect(() => {
    if (!videoWanted()) return;
    return afterLoad(() => {
      setPaused(localStorage.getItem(PAUSED_KEY) === "true");
      setShown(true);
    });
  }, []);

  // Play only while wanted and on screen.
  useEffect(() => {
    const el = video.current;
    if (!shown || !el) return;
    const apply = () => {
      if (!paused && visible.current) void el.play().catch(() => {});
      else el.pause();
    };
    apply();
    const observer = new IntersectionObserver(([entry]) => {
      visible.current = entry.isIntersecting;
      apply();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, paused]);

  if (!shown) return null;
  const toggle = () => {
    const next = !paused;
    localStorage.setItem(PAUSED_KEY, String(next));
    setPaused(next);
  };
  return (
    <>
      <div className="hero-video" aria-hidden="true">
        <video ref={video} muted loop playsInline preload="auto" poster={poster} data-testid="hero-video">
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
        </video>
      </div>
      <button type="button" className="hero-video-toggle" onClick={toggle} data-testid="hero-video-toggle">
        {paused ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
        <span className="visually-hidden">{paused ? t("hero-video-play") : t("hero-video-pause")}</span>
      </button>
    </>
  );
}
