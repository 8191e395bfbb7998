// /admin/products: the local catalogue in the back office. Search (title, handle,
// vendor, SKU), filters (collection, status, stock, what the law asks that a product
// lacks) and pages by cursor, so page 400 of 20,000 products costs what page 1 does;
// each row links to the product's form and says what it lacks. Administrators only
// (the server decides).
import Plus from "lucide-react/icons/plus";
import ShieldAlert from "lucide-react/icons/shield-alert";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { CatalogueCsv } from "../components/CatalogueCsv";
import { FilterForm } from "../components/FilterForm";
import { formatMoney } from "../lib/format";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { Link } from "react-router";
import type { PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import type { ProductPage } from "../generated/ProductPage";
import { backofficeMeta, withQuery } from "../lib/backoffice";
import { sized } from "../lib/images";
import { LEGAL_MISSING } from "../lib/legal";

type Data = PageData<BackofficeData<ProductPage>>;

function Products({ data, content }: { data: Data; content: ProductPage }) {
  const t = useT();
  const { filter, rows, total, next, collections, lacking } = content;
  const legal = filter.legal ?? "";
  const query = { q: filter.q, collection: filter.collection, status: filter.status, stock: filter.stock, legal };
  return (
    <>
      <p className="lead">{t("backoffice-products-intro")}</p>
      <p className="button-row backoffice-actions">
        <Link to="/admin/products/new" className="button button-primary">
          <Plus size={18} aria-hidden /> {t("backoffice-product-new")}
        </Link>
      </p>
      {lacking > 0 && (
        <p className="notice notice-warning">
          <ShieldAlert size={18} aria-hidden /> {t("catalogue-legal-lacking", { count: lacking })}
          {legal !== "missing" && (
            <>
              {" "}
              <Link to={withQuery("/admin/products", { legal: "missing" })}>{t("catalogue-legal-lacking-show", { count: lacking })}</Link>
            </>
          )}
        </p>
      )}
      <FilterForm
        path="/admin/products"
        q={filter.q}
        searchLabel={t("backoffice-products-search")}
        selects={[
          {
            name: "collection",
            label: t("backoffice-products-collection"),
            value: filter.collection,
            options: [{ value: "", label: t("backoffice-filter-all") }, ...collections.map((c) => ({ value: c.handle, label: c.title }))],
          },
          {
            name: "status",
            label: t("backoffice-status"),
            value: filter.status,
            options: [
              { value: "", label: t("backoffice-filter-all") },
              { value: "active", label: t("catalogue-status-active") },
              { value: "draft", label: t("catalogue-status-draft") },
            ],
          },
          {
            name: "stock",
            label: t("backoffice-products-stock"),
            value: filter.stock,
            options: [
              { value: "", label: t("backoffice-filter-all") },
              { value: "soldout", label: t("backoffice-products-soldout") },
              { value: "low", label: t("backoffice-products-low") },
            ],
          },
          {
            name: "legal",
            label: t("catalogue-legal-filter"),
            value: legal,
            options: [
              { value: "", label: t("backoffice-filter-all") },
              { value: "missing", label: t("catalogue-legal-filter-missing") },
              ...LEGAL_MISSING.map((code) => ({ value: code, label: t("catalogue-legal-lacks", { what: t(`catalogue-legal-short-${code}`) }) })),
            ],
          },
        ]}
      />
      <section aria-labelledby="products-heading" className="backoffice-section">
        <h2 id="products-heading">
          {t("backoffice-nav-products")} <span className="muted backoffice-count">{t("backoffice-results", { count: total })}</span>
        </h2>
        {rows.length === 0 ? (
          <p className="card muted">{t("backoffice-products-empty")}</p>
        ) : (
          <div className="table-scroll">
            <table className="backoffice-table">
              <thead>
                <tr>
                  <th scope="col">{t("catalogue-field-title")}</th>
                  <th scope="col">{t("backoffice-status")}</th>
                  <th scope="col">{t("backoffice-products-price")}</th>
                  <th scope="col">{t("backoffice-products-stock")}</th>
                  <th scope="col">{t("catalogue-variants")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.handle}>
                    <th scope="row">
                      <span className="product-row-title">
                        {row.image ? <img src={sized(row.image, 80)} alt="" width={40} height={40} loading="lazy" /> : <span className="product-row-noimage" aria-hidden />}
                        <span>
                          <Link to={`/admin/products/${row.handle}`}>{row.title}</Link>
                          <br />
                          <span className="muted">{row.handle}{row.vendor && ` · ${row.vendor}`}</span>
                          {(row.missing ?? []).length > 0 && (
                            <>
                              <br />
                              <span className="status status-pending legal-lacks">
                                <ShieldAlert size={14} aria-hidden />{" "}
                                {t("catalogue-legal-lacks", { what: row.missing.map((code) => t(`catalogue-legal-short-${code}`)).join(", ") })}
                              </span>
                            </>
                          )}
                        </span>
                      </span>
                    </th>
                    <td data-label={t("backoffice-status")}>
                      <span className={`status ${row.status === "active" ? "status-completed" : "status-pending"}`}>{t(`catalogue-status-${row.status}`)}</span>
                    </td>
                    <td data-label={t("backoffice-products-price")}>{formatMoney(row.minPriceMinor / 100, "DKK", data.lang)}</td>
                    <td data-label={t("backoffice-products-stock")}>
                      {!row.available ? (
                        <span className="status status-cancelled">{t("backoffice-products-soldout")}</span>
                      ) : row.stock === null ? (
                        <span className="muted">{t("backoffice-products-not-counted")}</span>
                      ) : (
                        t("backoffice-products-in-stock", { count: row.stock })
                      )}
                    </td>
                    <td data-label={t("catalogue-variants")}>{row.variants}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <nav className="pagination" aria-label={t("backoffice-products-pages")}>
          {filter.after && (
            <Link to={withQuery("/admin/products", query)} className="button button-outline">
              {t("backoffice-products-first")}
            </Link>
          )}
          {next && (
            <Link to={withQuery("/admin/products", { ...query, after: next })} className="button button-outline" rel="next">
              {t("backoffice-products-next")}
            </Link>
          )}
        </nav>
      </section>
      <CatalogueCsv lang={data.lang} />
    </>
  );
}

export default function ProductsPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Products data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<ProductPage>>["meta"] = backofficeMeta;
