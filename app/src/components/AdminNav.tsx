import { NavLink } from "react-router";
import { useT } from "../lib/i18n";

const PAGES = [
  ["admin-translations", "/admin/translations", "backoffice-nav-translations"],
  ["admin-translation-check", "/admin/translation-check", "backoffice-nav-coverage"],
  ["admin-requests", "/admin/requests", "backoffice-nav-requests"],
  ["admin-orders", "/admin/orders", "backoffice-nav-orders"],
  ["admin-products", "/admin/products", "backoffice-nav-products"],
  ["admin-collections", "/admin/collections", "backoffice-nav-collections"],
  ["admin-invoices", "/admin/invoices", "backoffice-nav-invoices"],
  ["admin-returns", "/admin/returns", "backoffice-nav-returns"],
  ["admin-outbox", "/admin/outbox", "backoffice-nav-outbox"],
  ["admin-jobs", "/admin/jobs", "backoffice-nav-jobs"],
  ["admin-bookings", "/admin/bookings", "backoffice-nav-bookings"],
  ["admin-newsletter", "/admin/newsletter", "backoffice-nav-newsletter"],
] as const;

/** The admin pages' own small navigation, on each of them. */
export function AdminNav() {
  const t = useT();
  return (
    <nav className="admin-nav" aria-label={t("backoffice-nav-label")}>
      <ul>
        {PAGES.map(([id, path, label]) => (
          <li key={id}>
            {/* aria-current="page" on its own page and the pages below it (a product's
                page under the products) */}
            <NavLink to={path}>{t(label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
