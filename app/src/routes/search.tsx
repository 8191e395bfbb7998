// /search?q=…: what the search found in the page's language: products, the service
// pages (a trade business sells its work too), categories and pages. A plain GET
// form (it works without JavaScript); each normalised query is one cached page.
import SearchIcon from "lucide-react/icons/search";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { formatMoney } from "../lib/format";
import { EnergyBadge } from "../components/EnergyBadge";
import { localizedPath } from "../lib/paths";
import type { PageData } from "../lib/types";
import type { Found } from "../generated/Found";
import type { SearchData } from "../generated/SearchData";
import { sized } from "../lib/images";

type Data = PageData<SearchData>;

/** A result's link: the app's router for the language-neutral path. */
function neutral(url: string, lang: string): string {
  return lang !== "da" && url.startsWith(`/${lang}`) ? url.slice(lang.length + 1) || "/" : url;
}

function ResultList({ id, heading, items, count, data }: { id: string; heading: string; items: Found[]; count?: number; data: Data }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="search-group" aria-labelledby={`search-${id}`}>
      <h2 id={`search-${id}`}>{heading} <span className="muted search-count">({count ?? items.length})</span></h2>
      <ul className={`search-results search-results-${id}`}>
        {items.map((item) => (
          <li key={item.key} className="search-result card">
            {item.image && <img src={sized(item.image, 128)} alt="" width={64} height={64} loading="lazy" decoding="async" />}
            <div>
              <h3>
                <Link to={neutral(item.url, data.lang)}>{item.title}</Link>
              </h3>
              {item.price && item.currency && (
                <p className="search-price">
                  {t("search-price-from", { price: formatMoney(item.price, item.currency, data.lang) })}
                  {item.available === false && <span className="muted"> · {t("search-sold-out")}</span>}
                  {item.energyClass && (
                    <>
                      {" "}
                      <EnergyBadge energy={{ class: item.energyClass }} />
                    </>
                  )}
                </p>
              )}
              {item.snippet && <p className="muted search-snippet">{item.snippet}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchPage({ data }: { data: Data }) {
  const t = useT();
  const { results, tooLong, failed } = data.page;
  const query = results.query;
  // The products count all that match (Shopify's search may find more than a page shows).
  const total = results.services.length + Math.max(results.productTotal, results.products.length) + results.collections.length + results.pages.length;
  return (
    <section className="container search-page">
      <h1>{query ? t("search-heading-for", { query }) : t("search-heading")}</h1>
      <form role="search" method="get" action={localizedPath(data.lang, "/search")} className="search-form">
        <label htmlFor="search-page-q" className="visually-hidden">{t("search-label")}</label>
        <input id="search-page-q" type="search" name="q" defaultValue={query} maxLength={100} placeholder={t("search-placeholder")}
          autoComplete="off" enterKeyHint="search" />
        <button type="submit" className="button button-primary">
          <SearchIcon size={18} aria-hidden /> {t("search-submit")}
        </button>
      </form>
      {tooLong && <p className="notice">{t("search-too-long", { max: 100 })}</p>}
      {failed && <p className="notice" role="alert">{t("search-failed")}</p>}
      {results.incomplete && <p className="notice">{t("search-incomplete")}</p>}
      {query && !failed && (
        <p className="search-summary" role="status">{t("search-summary", { count: total, query })}</p>
      )}
      {query && total === 0 && !failed && (
        <div className="search-empty">
          <p>{t("search-empty-text", { phone: data.site.phone })}</p>
          <p className="button-row">
            <Link to="/services" className="button button-outline">{t("search-empty-services")}</Link>
            <Link to="/kontakt" className="button button-outline">{t("search-empty-contact")}</Link>
          </p>
        </div>
      )}
      <ResultList id="products" heading={t("search-products")} items={results.products} count={Math.max(results.productTotal, results.products.length)} data={data} />
      <ResultList id="services" heading={t("search-services")} items={results.services} data={data} />
      <ResultList id="collections" heading={t("search-collections")} items={results.collections} data={data} />
      <ResultList id="pages" heading={t("search-pages")} items={results.pages} data={data} />
    </section>
  );
}

export const meta: RouteModule<SearchData>["meta"] = (data, t) => ({
  title: `${data.page.results.query ? t("search-heading-for", { query: data.page.results.query }) : t("search-heading")} | ${data.site.name}`,
  noindex: true,
});
