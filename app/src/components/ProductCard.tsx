import ShoppingCart from "lucide-react/icons/shopping-cart";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { imageAttributes } from "../lib/images";
import { usePage } from "../lib/page";
import type { Product } from "../lib/shop";
import { useCart } from "./CartProvider";
import { Price, reductionOf } from "./Price";
import { EnergyBadge } from "./EnergyBadge";

/** How soon a card's image loads: `first` (the listing's first card, often the
 *  largest thing on a phone's first screen: fetched at once, ahead of the rest),
 *  `eager` (the rest of a first screen's row) or `lazy` (further down). */
export type ImagePriority = "first" | "eager" | "lazy";

/** The priority of the listing's card at `index`: the first row of the widest grid
 *  (four columns) loads at once; a lazy image only starts once it is laid out. */
export function imagePriority(index: number): ImagePriority {
  return index === 0 ? "first" : index < 4 ? "eager" : "lazy";
}

/** Image (or 'no image'), title, price and add to cart (the first variant, one piece).
 *  The title is a heading one level under the section it stands in: `h2` right under a
 *  page's `h1` (a collection's grid), `h3` under a section's `h2` (a slider). */
export function ProductCard({ product, priority = "lazy", level = 3 }: { product: Product; priority?: ImagePriority; level?: 2 | 3 }) {
  const t = useT();
  const { add } = useCart();
  const { lang } = usePage();
  const image = product.images[0];
  const first = product.variants[0];
  const price = product.priceRange.minVariantPrice;
  const reducedFrom = reductionOf(product);
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="product-card">
      <Link to={`/product/${product.handle}`} className="product-card-image" tabIndex={-1} aria-hidden>
        {image ? (
          <img {...imageAttributes(image, 300, "(max-width: 520px) 92vw, 300px")} alt=""
            loading={priority === "lazy" ? "lazy" : undefined} fetchPriority={priority === "first" ? "high" : undefined} />
        ) : (
          <span className="product-no-image">{t("product-no-image")}</span>
        )}
        {product.variants.some((v) => v.reducedFrom) && <span className="product-badge-sale">{t("product-badge-sale")}</span>}
      </Link>
      <div className="product-card-body">
        <Heading className="product-card-title">
          <Link to={`/product/${product.handle}`}>{product.title}</Link>
        </Heading>
        <p className="product-price-row">
          <Price className="product-price" price={price} reducedFrom={reducedFrom} lang={lang} />
          {product.legal?.energy && <EnergyBadge energy={product.legal.energy} />}
        </p>
        <button
          type="button"
          className="button button-primary button-block"
          // Before hydration, early.ts queues clicks from this payload (see CartProvider).
          data-add-to-cart={first ? JSON.stringify({ handle: product.handle, variantId: first.id }) : undefined}
          onClick={() => add(product, first)}
          aria-label={`${t("product-add-to-cart")}: ${product.title}`}
        >
          <ShoppingCart size={18} aria-hidden /> {first ? t("product-add-to-cart") : t("product-not-available")}
        </button>
      </div>
    </article>
  );
}
