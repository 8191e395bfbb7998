// The home page's product slider: up to 8 products in a looping row; arrows from
// medium screens up (swipe on phones); the 'coming soon' message when there are none.
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useRef } from "react";
import { useT } from "../lib/i18n";
import type { Product } from "../lib/shop";
import { ProductCard } from "./ProductCard";

export function ProductSlider({ products }: { products: Product[] }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  if (products.length === 0) return <p className="products-coming-soon">{t("products-coming-soon")}</p>;

  const step = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector("li");
    const width = card ? card.getBoundingClientRect().width + 16 : el.clientWidth;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const atStart = el.scrollLeft <= 4;
    // Looping: past the last card comes the first again, and the other way round.
    if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: "smooth" });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: "smooth" });
    else el.scrollBy({ left: direction * width, behavior: "smooth" });
  };

  return (
    <div className="slider">
      <button type="button" className="slider-arrow slider-prev" aria-label={t("products-previous")} onClick={() => step(-1)}>
        <ChevronLeft size={22} aria-hidden />
      </button>
      <ul className="slider-track" ref={track}>
        {products.slice(0, 8).map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
      <button type="button" className="slider-arrow slider-next" aria-label={t("products-next")} onClick={() => step(1)}>
        <ChevronRight size={22} aria-hidden />
      </button>
    </div>
  );
}
