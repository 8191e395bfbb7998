// /collections/{handle} and /products/{category}: both are collections by handle. The
// products 24 a page, sorted and filtered by what the URL says (`sort`, `available`,
// `min`, `max`, `option`, `after`, `before`: declared in routes.json, so each combination is
// one cached page); the counts beside each choice come from the server. A plain GET
// form (it works without JavaScript); with JavaScript it navigates in the app.
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ProductCard, imagePriority } from "../components/ProductCard";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { localizedPath } from "../lib/paths";
import type { Choice } from "../generated/Choice";
import type { CollectionData } from "../generated/CollectionData";
import type { PageLink } from "../generated/PageLink";
import type { PageData } from "../lib/types";

const SORTS = ["featured", "price-asc", "price-desc", "newest", "name"] as const;

/** The choice as query parameters (the cursor apart). */
function params(choice: Choice): URLSearchParams {
  const out = new URLSearchParams();
  if (choice.sort !== "featured") out.append("sort", choice.sort);
  if (choice.available) out.append("available", "1");
  if (choice.sale) out.append("sale", "1");
  if (choice.min !== null) out.append("min", String(choice.min));
  if (choice.max !== null) out.append("max", String(choice.max));
  for (const [name, value] of choice.options) out.append("option", `${name}:${value}`);
  return out;
}

/** Whether the page is a sorted or filtered view of the collection: search engines
 * are told not to index it (its canonical is the plain collection) and links to such
 * views are `nofollow`, so a crawler does not walk every combination. */
function faceted(choice: Choice): boolean {
  return choice.sort !== "featured" || choice.available || choice.sale || choice.min !== null || choice.max !== null || choice.options.length > 0;
}

function href(path: string, choice: Choice, link: PageLink | null): string {
  const query = params(choice);
  if (link && link.cursor) query.append(link.before ? "before" : "after", link.cursor);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export default function CollectionPage({ data }: { data: PageData<CollectionData> }) {
  const t = useT();
  const navigate = useNavigate();
  const { collection, titleKey, choice, listing } = data.page;
  const path = data.path;
  const active = Number(choice.available) + Number(choice.sale) + Number(choice.min !== null || choice.max !== null) + choice.options.length;
  const filtered = active > 0;
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const query = new URLSearchParams();
    for (const [key, value] of form.entries()) {
      if (typeof value === "string" && value.trim() !== "" && !(key === "sort" && value === "featured")) query.append(key, value.trim());
    }
    const text = query.toString();
    navigate(text ? `${path}?${text}` : path, { preventScrollReset: true });
  };
  return (
    <section className="container collection-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/">{data.site.name}</Link> / <span>{collection?.title ?? t(titleKey)}</span>
      </nav>
      <h1>{collection?.title ?? t(titleKey)}</h1>
      {collection?.description && <p className="lead">{collection.description}</p>}
      {!collection || !listing ? (
        <p className="notice">{t("collection-unavailable")}</p>
      ) : (
        <div className="listing">
          <form key={href(path, choice, null)} method="get" action={localizedPath(data.lang, path)} className="listing-controls card"
            aria-label={t("listing-controls")} onSubmit={apply}>
            <div className="listing-sort">
              <label htmlFor="listing-sort">{t("listing-sort")}</label>
              <select id="listing-sort" name="sort" defaultValue={choice.sort}
                onChange={(e) => e.currentTarget.form?.requestSubmit()}>
                {SORTS.map((s) => <option key={s} value={s}>{t(`listing-sort-${s}`)}</option>)}
              </select>
            </div>
            {/* The filters fold away on a phone (the sort stays); beside the
                products they are always open (listing.css). Open when any is chosen. */}
            <details className="listing-filters" open={filtered || undefined}>
              <summary className="button button-outline">
                {t("listing-filters")}
                {active > 0 && <span className="listing-count"> ({active})</span>}
              </summary>
              <div className="listing-filters-body">
                <fieldset className="listing-filter">
                  <legend>{t("listing-availability")}</legend>
                  <label className="listing-check">
                    <input type="checkbox" name="available" value="1" defaultChecked={choice.available} />
                    {t("listing-in-stock")} {listing.availableCount !== null && <span className="listing-count">({listing.availableCount})</span>}
                  </label>
                  {/* Reduced products (a true "før"-price): where the shop counts them and has any. */}
                  {listing.saleCount !== undefined && (listing.saleCount > 0 || choice.sale) && (
                    <label className="listing-check">
                      <input type="checkbox" name="sale" value="1" defaultChecked={choice.sale} />
                      {t("listing-sale")} <span className="listing-count">({listing.saleCount})</span>
                    </label>
                  )}
                </fieldset>
                <fieldset className="listing-filter listing-price">
                  <legend>{t("listing-price")}</legend>
                  <label>
                    {t("listing-price-min")}
                    <input type="number" name="min" min={0} inputMode="numeric" placeholder={listing.priceFloor === null ? undefined : String(listing.priceFloor)} defaultValue={choice.min ?? ""} />
                  </label>
                  <label>
                    {t("listing-price-max")}
                    <input type="number" name="max" min={0} inputMode="numeric" placeholder={listing.priceCeiling === null ? undefined : String(listing.priceCeiling)} defaultValue={choice.max ?? ""} />
                  </label>
                </fieldset>
                {listing.facets.filter((f) => f.values.some((v) => v.count > 0 || v.selected)).map((facet) => (
                  <fieldset key={facet.name} className="listing-filter">
                    <legend>{facet.label}</legend>
                    {facet.values.filter((v) => v.count > 0 || v.selected).map((v) => (
                      <label key={v.value} className="listing-check">
                        <input type="checkbox" name="option" value={`${facet.name}:${v.value}`} defaultChecked={v.selected} />
                        {v.label} <span className="listing-count">({v.count})</span>
                      </label>
                    ))}
                  </fieldset>
                ))}
                <p className="button-row listing-actions">
                  <button type="submit" className="button button-primary">{t("listing-apply")}</button>
                  {filtered && (
                    <Link to={choice.sort === "featured" ? path : `${path}?sort=${choice.sort}`} rel={choice.sort === "featured" ? undefined : "nofollow"} className="button button-outline">
                      {t("listing-clear")}
                    </Link>
                  )}
                </p>
              </div>
            </details>
          </form>
          <div className="listing-results">
            {listing.total !== null && <p className="muted" role="status">{t("collection-count", { count: listing.total })}</p>}
            {collection.products.length === 0 ? (
              <p className="notice">{filtered ? t("listing-none") : t("collection-empty")}</p>
            ) : (
              <ul className="product-grid">
                {collection.products.map((p, i) => (
                  <li key={p.id}>
                    <ProductCard product={p} priority={imagePriority(i)} level={2} />
                  </li>
                ))}
              </ul>
            )}
            {(listing.previous !== null || listing.next !== null) && (
              <nav className="listing-pages" aria-label={t("listing-pages")}>
                {listing.previous !== null && (
                  <Link to={href(path, choice, listing.previous)} rel={faceted(choice) ? "prev nofollow" : "prev"} className="button button-outline">{t("listing-previous")}</Link>
                )}
                {listing.next !== null && (
                  <Link to={href(path, choice, listing.next)} rel={faceted(choice) ? "next nofollow" : "next"} className="button button-outline">{t("listing-next")}</Link>
                )}
              </nav>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

export const meta: RouteModule<CollectionData>["meta"] = (data, t) => {
  const title = data.page.collection?.title ?? t(data.page.titleKey);
  const absolute = (path: string) => data.site.url + localizedPath(data.lang, path);
  return {
    title: `${title} | ${data.site.name}`,
    description: data.page.collection?.description?.slice(0, 160),
    // A sorted or filtered view, or a page counted backwards from a cursor: not for
    // the index (the plain collection and its pages by `after` are).
    noindex: faceted(data.page.choice) || data.page.choice.before !== null,
    // The breadcrumb the page shows (the site, then this collection).
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: data.site.name, item: absolute("/") },
          { "@type": "ListItem", position: 2, name: title, item: absolute(data.path) },
        ],
      },
    ],
  };
};
