import { Link } from "react-router";
import { PRODUCT_CATEGORIES, SERVICES } from "../lib/catalog";
import { useT } from "../lib/i18n";

/** The six service pages, as the header, mobile menu and footer list them. */
export function ServiceLinks({ className }: { className?: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {SERVICES.map((s) => (
        <li key={s}>
          <Link to={`/services/${s}`}>{t(`service-${s}`)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The six product categories, as the header and footer list them. */
export function CategoryLinks({ className }: { className?: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {PRODUCT_CATEGORIES.map((c) => (
        <li key={c}>
          <Link to={`/products/${c}`}>{t(`category-${c}`)}</Link>
        </li>
      ))}
    </ul>
  );
}
