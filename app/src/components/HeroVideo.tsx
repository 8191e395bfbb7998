// The hero's background video: slow light behind the image of sockets and switches.
//
// It never competes with the first paint: the server's HTML has no video (so nothing
// in it can become the largest paint), and this component is loaded and mounted by
// HeroVideoSlot only after the page has loaded and the browser is idle, for visitors
// who ask for neither less motion nor less data (Save-Data). And the files are
// 256x144: a video counts for the largest paint at most at its own size, so soft
// light (which looks the same scaled up) can never outrank the hero's text or image,
// on a phone either. It is muted, loops, plays inline on phones, pauses
// while out of view, and has a pause button (WCAG 2.2.2) whose choice is remembered.
import { useEffect, useRef, useState } from "react";
import poster from "../images/hero-light-poster.jpg";
import mp4 from "../images/hero-light.mp4";
import webm from "../images/hero-light.webm";
import { useT } from "../lib/i18n";

const PAUSED_KEY = "hero-video-paused";

export function HeroVideo() {
  const t = useT();
  // Mounted only in the browser (by HeroVideoSlot), so local storage is at hand.
  const [paused, setPaused] = useState(() => localStorage.getItem(PAUSED_KEY) === "true");
  const video = useRef<HTMLVideoElement>(null);
  const visible = useRef(true);

  // Play only while wanted and on screen.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
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
  }, [paused]);

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
        <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          {paused ? <path d="M6 4l14 8-14 8z" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" />}
        </svg>
        <span className="visually-hidden">{paused ? t("hero-video-play") : t("hero-video-pause")}</span>
      </button>
    </>
  );
}
