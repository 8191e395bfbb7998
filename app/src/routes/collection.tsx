// /collections/{handle} and /products/{category}: both are collections by handle.
import { Link } from "react-router";
import { ProductCard } from "../components/ProductCard";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { CollectionData } from "../generated/CollectionData";
import type { PageData } from "../lib/types";


export default function CollectionPage({ data }: { data: PageData<CollectionData> }) {
  const t = useT();
  const { collection, titleKey } = data.page;
  return (
    <section className="container collection-page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/">{data.site.name}</Link> / <span>{collection?.title ?? t(titleKey)}</span>
      </nav>
      <h1>{collection?.title ?? t(titleKey)}</h1>
      {collection?.description && <p className="lead">{collection.description}</p>}
      {!collection ? (
        <p className="notice">{t("collection-unavailable")}</p>
      ) : collection.products.length === 0 ? (
        <p className="notice">{t("collection-empty")}</p>
      ) : (
        <>
          <p className="muted">{t("collection-count", { count: collection.products.length })}</p>
          <ul className="product-grid">
            {collection.products.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export const meta: RouteModule<CollectionData>["meta"] = (data, t) => ({
  title: `${data.page.collection?.title ?? t(data.page.titleKey)} | ${data.site.name}`,
  description: data.page.collection?.description?.slice(0, 160),
});
