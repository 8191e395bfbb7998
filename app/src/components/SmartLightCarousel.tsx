// The home page's smart-light carousel: three illustrated slides (indoor, outdoor,
// bedroom) with previous/next buttons and dots. It advances every 5 s, wraps at both
// ends, and ignores repeat clicks within 600 ms. Auto-advance stops while the pointer
// is over it, keyboard focus is inside or a finger drags it, for visitors who prefer
// reduced motion, and with the pause button. The server renders slide 1; timers start
// in the browser.
//
// The index here is the truth (lib/carousel.ts: wrap and click lock); Embla, loaded
// when the carousel comes near the screen (lib/embla.ts), slides to it and lets a
// visitor swipe, which moves the index in turn. Before Embla is there the row of
// slides is shifted to the chosen one directly.
import CalendarCheck from "lucide-react/icons/calendar-check";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import bedroomImage from "../images/smart-light-bedroom.svg";
import indoorImage from "../images/smart-light-indoor.svg";
import outdoorImage from "../images/smart-light-outdoor.svg";
import { AUTO_ADVANCE_MS, CLICK_LOCK_MS, createClickLock, next, previous } from "../lib/carousel";
import { useEmbla } from "../lib/embla";
import { useT } from "../lib/i18n";

const SLIDES = [
  { id: "indoor", image: indoorImage },
  { id: "outdoor", image: outdoorImage },
  { id: "bedroom", image: bedroomImage },
] as const;

/** Whether focus arrived by keyboard (a mouse click on a button does not count). */
function keyboardFocus(target: EventTarget): boolean {
  try {
    return (target as Element).matches(":focus-visible");
  } catch {
    return true; // browsers without :focus-visible: treat any focus as keyboard focus
  }
}

export function SmartLightCarousel() {
  const t = useT();
  const count = SLIDES.length;
  const [index, setIndex] = useState(0);
  // The visitor's choice (the pause button); off for those who prefer reduced motion.
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [lock] = useState(() => createClickLock(CLICK_LOCK_MS));
  const viewport = useRef<HTMLDivElement>(null);
  const { ready, api } = useEmbla(viewport, () => ({ loop: true, startIndex: index }));

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = (reduce: boolean) => {
      setReducedMotion(reduce);
      if (reduce) setPlaying(false);
    };
    apply(query.matches);
    const onChange = (e: MediaQueryListEvent) => apply(e.matches);
    query.addEventListener?.("change", onChange);
    return () => query.removeEventListener?.("change", onChange);
  }, []);

  // Embla follows the index (buttons, dots, arrow keys, the timer); without motion it jumps.
  useEffect(() => {
    if (api && api.selectedScrollSnap() !== index) api.scrollTo(index, reducedMotion);
  }, [api, index, reducedMotion]);

  // A swipe moves the index; no auto-advance while a finger is on it.
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    const onDown = () => setDragging(true);
    const onUp = () => setDragging(false);
    api.on("select", onSelect).on("pointerDown", onDown).on("pointerUp", onUp);
    return () => void api.off("select", onSelect).off("pointerDown", onDown).off("pointerUp", onUp);
  }, [api]);

  const rotating = playing && !hovered && !focused && !dragging;

  // One timer per shown slide: a manual move starts the 5 s anew.
  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => next(i, count)), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  /** A visitor's move (button, dot or arrow key); ignored within 600 ms of the last one. */
  const move = (to: (i: number) => number) => {
    if (!lock.tryAcquire()) return;
    setIndex(to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      move((i) => next(i, count));
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      move((i) => previous(i, count));
    }
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => setFocused(keyboardFocus(e.target));
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointerEnter = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === "mouse") setHovered(true);
  };
  const onPointerLeave = () => setHovered(false);

  return (
    <section id="smart-lys" className="section smart-light" aria-labelledby="smart-lys-title">
      <div className="container">
        <div className="smart-light-head">
          <div>
            <h2 id="smart-lys-title">{t("carousel-heading")}</h2>
            <p className="lead">{t("carousel-intro")}</p>
          </div>
          <a href="#kontakt" className="button button-primary button-large smart-light-book">
            <CalendarCheck size={20} aria-hidden /> {t("carousel-book")}
          </a>
        </div>

        <div
          className="carousel"
          role="region"
          aria-roledescription={t("carousel-roledescription")}
          aria-label={t("carousel-label")}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
        >
          <div className="carousel-viewport" ref={viewport}>
            {/* Announced politely only when it does not move by itself. */}
            <div
              className="carousel-slides"
              aria-live={rotating ? "off" : "polite"}
              style={!ready && index > 0 ? { transform: `translateX(${-100 * index}%)` } : undefined}
            >
              {SLIDES.map((slide, i) => {
                const active = i === index;
                return (
                  <div
                    key={slide.id}
                    className={`carousel-slide${active ? " is-active" : ""}`}
                    role="group"
                    aria-roledescription={t("carousel-slide-roledescription")}
                    aria-label={t("carousel-slide-label", { number: i + 1, count })}
                    aria-hidden={active ? undefined : true}
                  >
                    <div className="carousel-image">
                      <img
                        src={slide.image}
                        alt={t(`carousel-${slide.id}-alt`)}
                        width={1200}
                        height={700}
                        loading="lazy"
                        decoding="async"
                      />
                    </div>
                    <div className="carousel-caption">
                      <p className="carousel-tag">{t(`carousel-${slide.id}-tag`)}</p>
                      <h3>{t(`carousel-${slide.id}-title`)}</h3>
                      <p>{t(`carousel-${slide.id}-text`)}</p>
                    </div>
                  </div>
                );
              })}
            </div>
          </div>

          <div className="carousel-controls">
            <button
              type="button"
              className="carousel-arrow"
              aria-label={t("carousel-previous")}
              onClick={() => move((i) => previous(i, count))}
            >
              <ChevronLeft size={22} aria-hidden />
            </button>
            <div className="carousel-dots" role="group" aria-label={t("carousel-dots")}>
              {SLIDES.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  className="carousel-dot"
                  aria-label={t("carousel-go-to", { number: i + 1 })}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => move(() => i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="carousel-arrow"
              aria-label={t("carousel-next")}
              onClick={() => move((i) => next(i, count))}
            >
              <ChevronRight size={22} aria-hidden />
            </button>
            <button
              type="button"
              className="carousel-toggle"
              aria-label={t(playing ? "carousel-pause" : "carousel-play")}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? <Pause size={18} aria-hidden /> : <Play size={18} aria-hidden />}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
