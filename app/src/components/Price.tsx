// A price as the shop shows it: with a "før"-price only where the server named one
// (Variant.reducedFrom: the lowest price of the 30 days before the reduction, the
// Omnibus rule; see server/shop/prices.rs), struck through, with the saving.
import { formatMoney, toCents } from "../lib/format";
import { useT } from "../lib/i18n";
import type { Lang } from "../lib/types";
import type { Product } from "../lib/shop";

type Money = Product["priceRange"]["minVariantPrice"];
type Variant = Product["variants"][number];

/** The variant's "før"-price, or, without one chosen, the cheapest variant's (the
 *  price a card and an unchosen product page show). */
export function reductionOf(product: Product, variant?: Variant): Money | undefined {
  if (variant) return variant.reducedFrom;
  const min = toCents(product.priceRange.minVariantPrice.amount);
  return product.variants.find((v) => toCents(v.price.amount) === min && v.reducedFrom)?.reducedFrom;
}

/** The price (in an element of `className`), and when reduced the "før"-price struck
 *  through and what is saved beside it. */
export function Price({ price, reducedFrom, lang, className }: { price: Money; reducedFrom?: Money; lang: Lang; className: string }) {
  const t = useT();
  const now = formatMoney(price.amount, price.currencyCode, lang);
  if (!reducedFrom) return <span className={className}>{now}</span>;
  const before = formatMoney(reducedFrom.amount, reducedFrom.currencyCode, lang);
  const saved = formatMoney((toCents(reducedFrom.amount) - toCents(price.amount)) / 100, price.currencyCode, lang);
  return (
    <span className="price-reduced">
      <span className={className}>{now}</span>{" "}
      <span className="price-before">
        {t("product-price-before-label")} <del>{before}</del>
      </span>{" "}
      <span className="price-saving">{t("product-price-saving", { amount: saved })}</span>
    </span>
  );
}
