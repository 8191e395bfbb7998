// The home page's product categories: an island (lib/island.tsx), loaded when the
// visitor comes near it.
import ArrowRight from "lucide-react/icons/arrow-right";
import { COLLECTIONS } from "../lib/catalog";
import { useT } from "../lib/i18n";
import { Link } from "react-router";

export function HomeCategories() {
  const t = useT();
  return (
    <section className="section categories" aria-labelledby="categories-heading">
      <div className="container">
        <h2 id="categories-heading">{t("categories-heading")}</h2>
        <p className="lead">{t("categories-text")}</p>
        <ul className="category-grid">
          {COLLECTIONS.map((handle) => (
            <li key={handle}>
              <Link to={`/collections/${handle}`} className={`category category-${handle}`}>
                <span className="category-name">{t(`collection-${handle}`)}</span>
                <span className="category-link">
                  {t("categories-link", { category: t(`collection-${handle}`).toLowerCase() })} <ArrowRight size={16} aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

