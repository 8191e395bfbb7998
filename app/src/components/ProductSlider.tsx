// The home page's product slider: up to 8 products in a looping row; arrows from
// medium screens up (swipe on phones); the 'coming soon' message when there are none.
// Embla (lib/embla.ts) runs it once the slider comes near the screen: it loops for
// real and follows keyboard focus. Before that the row scrolls natively and the
// arrows scroll it by a screenful.
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useRef } from "react";
import { useEmbla } from "../lib/embla";
import { useT } from "../lib/i18n";
import type { Product } from "../lib/shop";
import { ProductCard } from "./ProductCard";

export function ProductSlider({ products }: { products: Product[] }) {
  const t = useT();
  const viewport = useRef<HTMLDivElement>(null);
  const { ready, api } = useEmbla(viewport, () => {
    // Embla starts at the card the visitor scrolled to, and takes over the scrolling.
    const el = viewport.current!;
    const card = el.querySelector("li");
    const startIndex = card ? Math.round(el.scrollLeft / (card.getBoundingClientRect().width + 16)) : 0;
    el.scrollLeft = 0;
    return { loop: true, align: "start", startIndex };
  });
  if (products.length === 0) return <p className="products-coming-soon">{t("products-coming-soon")}</p>;

  const step = (direction: 1 | -1) => {
    if (api) direction === 1 ? api.scrollNext() : api.scrollPrev();
    else viewport.current?.scrollBy({ left: direction * viewport.current.clientWidth, behavior: "smooth" });
  };

  return (
    <div className={ready ? "slider is-embla" : "slider"}>
      <button type="button" className="slider-arrow slider-prev" aria-label={t("products-previous")} onClick={() => step(-1)}>
        <ChevronLeft size={22} aria-hidden />
      </button>
      <div className="slider-viewport" ref={viewport}>
        <ul className="slider-track">
          {products.slice(0, 8).map((p) => (
            <li key={p.id}>
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="slider-arrow slider-next" aria-label={t("products-next")} onClick={() => step(1)}>
        <ChevronRight size={22} aria-hidden />
      </button>
    </div>
  );
}
