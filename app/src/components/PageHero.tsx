import type { ReactNode } from "react";

export interface PageHeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The top of a content page: the page's only h1, an intro and optional badge,
 * breadcrumbs, actions and an illustration or aside. `tone="light"` suits long legal texts.
 */
export function PageHero({
  title,
  intro,
  badge,
  breadcrumbs,
  image,
  aside,
  tone = "dark",
  children,
}: {
  title: string;
  intro?: ReactNode;
  badge?: ReactNode;
  breadcrumbs?: ReactNode;
  image?: PageHeroImage;
  /** Shown beside the text instead of an image, e.g. key facts. */
  aside?: ReactNode;
  tone?: "dark" | "light";
  children?: ReactNode;
}) {
  return (
    <section className={`page-hero page-hero-${tone}`} aria-labelledby="page-title">
      <div className={`container page-hero-grid${image || aside ? " page-hero-with-image" : ""}`}>
        <div className="page-hero-copy">
          {breadcrumbs}
          {badge ? <p className="badge">{badge}</p> : null}
          <h1 id="page-title">{title}</h1>
          {intro ? <p className="page-hero-intro">{intro}</p> : null}
          {children}
        </div>
        {image ? (
          <div className="page-hero-visual">
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
          </div>
        ) : null}
        {aside && !image ? <div className="page-hero-aside">{aside}</div> : null}
      </div>
    </section>
  );
}
