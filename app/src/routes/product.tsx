// /product/{handle}: gallery, title, price, description, variant selector (the
// choice lives in the URL, ?variant=, so a link shows the same variant), add to cart.
import Check from "lucide-react/icons/check";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import Truck from "lucide-react/icons/truck";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCart } from "../components/CartProvider";
import { FREE_SHIPPING_FROM_ORE, PARCEL_ORE } from "../lib/cart";
import { Price, reductionOf } from "../components/Price";
import { EnergyArrow, ProductSafety } from "../components/ProductLegal";
import { imageAttributes, sized } from "../lib/images";
import { useT } from "../lib/i18n";
import { localizedPath } from "../lib/paths";
import type { RouteModule } from "../lib/page";
import { findVariant, type Product } from "../lib/shop";
import type { ProductData } from "../generated/ProductData";
import type { PageData } from "../lib/types";


/** The pictures, starting at `first` (a chosen variant's own). */
function Gallery({ product, first }: { product: Product; first: number }) {
  const t = useT();
  const [shown, setShown] = useState(first);
  const images = product.images.slice(0, 5);
  const main = images[shown] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery-main">
        {main ? (
          <img {...imageAttributes(main, 800, "(min-width: 900px) 600px, 100vw")} alt={main.altText ?? product.title} fetchPriority="high" />
        ) : (
          <span className="product-no-image">{t("product-no-image")}</span>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery-thumbs">
          {images.slice(0, 5).map((img, i) => (
            <li key={img.url}>
              <button type="button" aria-label={t("product-image-thumbnail", { number: i + 1 })} aria-pressed={i === shown} onClick={() => setShown(i)}>
                <img src={sized(img.url, 192)} alt="" width={96} height={96} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductDetail({ product, data }: { product: Product; data: PageData<ProductData> }) {
  const t = useT();
  const navigate = useNavigate();
  const { add } = useCart();
  const variant = product.variants.find((v) => v.id === data.page.selectedVariantId);
  const selected = Object.fromEntries((variant ?? product.variants[0])?.selectedOptions.map((o) => [o.name, o.value]) ?? []);
  const price = variant?.price ?? product.priceRange.minVariantPrice;
  const available = Boolean(variant?.availableForSale);
  const ownPicture = variant?.image ? product.images.slice(0, 5).findIndex((i) => i.url === variant.image) : -1;

  const choose = (name: string, value: string) => {
    const next = findVariant(product, { ...selected, [name]: value }) ?? product.variants.find((v) => v.selectedOptions.some((o) => o.name === name && o.value === value));
    if (next) navigate(`?variant=${encodeURIComponent(next.id)}`, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="product-detail">
      {/* A variant with its own picture shows it when chosen (a new gallery for each). */}
      <Gallery key={ownPicture} product={product} first={Math.max(ownPicture, 0)} />
      <div className="product-info">
        <h1>{product.title}</h1>
        {/* The price named for a screen reader (a <p> may carry no aria-label). */}
        <dl className="product-detail-price-row">
          <dt className="visually-hidden">{t("product-price")}</dt>
          <dd>
            <Price className="product-detail-price" price={price} reducedFrom={reductionOf(product, variant)} lang={data.lang} />
          </dd>
          {product.legal?.energy && (
            <dd className="product-detail-energy">
              <EnergyArrow energy={product.legal.energy} />
            </dd>
          )}
        </dl>
        <p className={available ? "stock in-stock" : "stock out-of-stock"}>
          {available ? <Check size={16} aria-hidden /> : null} {available ? t("product-in-stock") : t("product-out-of-stock")}
        </p>
        {product.options
          .filter((o) => !(o.values.length === 1 && o.values[0] === "Default Title"))
          .map((option) => (
            <fieldset key={option.name} className="option-group">
              <legend>{option.name}</legend>
              <div className="option-values">
                {option.values.map((value) => (
                  <button key={value} type="button" className="option-value" aria-pressed={selected[option.name] === value} onClick={() => choose(option.name, value)}>
                    {value}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        {!available && (
          <div className="notice notice-warning" role="status">
            <strong>{t("product-not-available-title")}</strong>
            <p>{t("product-not-available-text")}</p>
          </div>
        )}
        <button
          type="button"
          className="button button-primary button-large button-block"
          disabled={!available}
          data-add-to-cart={variant && available ? JSON.stringify({ handle: product.handle, variantId: variant.id }) : undefined}
          onClick={() => add(product, variant)}
        >
          <ShoppingCart size={20} aria-hidden /> {t("product-add-to-cart")}
        </button>
        <p className="muted product-shipping">
          <Truck size={16} aria-hidden /> {t("product-free-shipping")}
        </p>
        {product.descriptionHtml ? (
          // Sanitised by the server to an allow-list (server/shop/description.rs).
          <div className="product-description" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        ) : (
          <div className="product-description">
            {product.description.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        )}
        <p className="product-installation">{t("product-installation-hint")}</p>
        {product.legal && <ProductSafety legal={product.legal} />}
      </div>
    </div>
  );
}

export default function ProductPage({ data }: { data: PageData<ProductData> }) {
  const t = useT();
  const { product } = data.page;
  if (!product) {
    return (
      <section className="container narrow-page">
        <h1>{t("product-not-found")}</h1>
        <p>{t("product-not-found-text")}</p>
        <Link to="/#products" className="button button-primary">{t("product-back-to-shop")}</Link>
      </section>
    );
  }
  return (
    <section className="container product-page">
      <ProductDetail product={product} data={data} />
    </section>
  );
}

export const meta: RouteModule<ProductData>["meta"] = (data, t) => {
  const product = data.page.product;
  if (!product) return { title: `${t("product-not-found")} | ${data.site.name}`, noindex: true };
  const variant = product.variants.find((v) => v.id === data.page.selectedVariantId) ?? product.variants[0];
  const price = variant?.price ?? product.priceRange.minVariantPrice;
  const reducedFrom = variant?.reducedFrom;
  const absolute = (url: string) => (url.startsWith("/") ? data.site.url + url : url);
  // The merchant's SEO title and description are written in Danish: the other
  // languages' pages use the translated title and description.
  const seo = data.lang === "da" ? product.seo : undefined;
  return {
    title: seo?.title ? `${seo.title} | ${data.site.name}` : t("product-title-suffix", { title: product.title, name: data.site.name }),
    description: seo?.description ?? product.description.replace(/\s+/g, " ").slice(0, 160),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.title,
        description: product.description,
        image: product.images.map((i) => absolute(i.url)),
        sku: variant?.id,
        ...(variant?.gtin ? { gtin: variant.gtin } : {}),
        ...(product.vendor ? { brand: { "@type": "Brand", name: product.vendor } } : {}),
        ...(product.legal?.manufacturer?.name
          ? { manufacturer: { "@type": "Organization", name: product.legal.manufacturer.name, ...(product.legal.manufacturer.address ? { address: product.legal.manufacturer.address } : {}) } }
          : {}),
        ...(product.legal?.model ? { model: product.legal.model } : {}),
        offers: {
          "@type": "Offer",
          price: Number.parseFloat(price.amount).toFixed(2),
          priceCurrency: price.currencyCode,
          // A reduced price names the price it is reduced from (the lowest of the 30
          // days before) as the struck-through price.
          ...(reducedFrom
            ? {
                priceSpecification: {
                  "@type": "UnitPriceSpecification",
                  priceType: "https://schema.org/StrikethroughPrice",
                  price: Number.parseFloat(reducedFrom.amount).toFixed(2),
                  priceCurrency: reducedFrom.currencyCode,
                },
              }
            : {}),
          // A light source's energy class on the EU's scale A to G.
          ...(product.legal?.energy
            ? {
                hasEnergyConsumptionDetails: {
                  "@type": "EnergyConsumptionDetails",
                  hasEnergyEfficiencyCategory: `https://schema.org/EUEnergyEfficiencyCategory${product.legal.energy.class}`,
                  energyEfficiencyScaleMin: "https://schema.org/EUEnergyEfficiencyCategoryG",
                  energyEfficiencyScaleMax: "https://schema.org/EUEnergyEfficiencyCategoryA",
                },
              }
            : {}),
          availability: variant?.availableForSale ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          url: absolute(localizedPath(data.lang, `/product/${product.handle}`)),
          // Delivered in Denmark: a parcel 49 kr, free from 750 kr (this product alone).
          shippingDetails: {
            "@type": "OfferShippingDetails",
            shippingRate: {
              "@type": "MonetaryAmount",
              value: Math.round(Number.parseFloat(price.amount) * 100) >= FREE_SHIPPING_FROM_ORE ? 0 : PARCEL_ORE / 100,
              currency: "DKK",
            },
            shippingDestination: { "@type": "DefinedRegion", addressCountry: "DK" },
            // Sent within 1-3 working days (the terms), then a day or two with a Danish parcel carrier.
            deliveryTime: {
              "@type": "ShippingDeliveryTime",
              handlingTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 3, unitCode: "DAY" },
              transitTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 2, unitCode: "DAY" },
            },
          },
          // The terms: 14 days to withdraw, goods sent back at the customer's cost.
          hasMerchantReturnPolicy: {
            "@type": "MerchantReturnPolicy",
            applicableCountry: "DK",
            returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
            merchantReturnDays: 14,
            returnMethod: "https://schema.org/ReturnByMail",
            returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
          },
        },
      },
    ],
  };
};
