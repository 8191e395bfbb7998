import { Link } from "react-router";
import { PRODUCT_CATEGORIES, SERVICES } from "../lib/catalog";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import type { RouteId } from "../routes";

/** The main navigation's sections, and the routes of the pages in each. */
const SECTIONS = {
  services: ["services", "service"],
  products: ["product-category", "collection", "product"],
  about: ["about"],
  contact: ["contact"],
} as const satisfies Record<string, readonly RouteId[]>;

/** `aria-current` for the header's and the phone menu's section links: "page" on the
 * section that holds the page. Read from the page's route, not its path (React
 * Router's NavLink): the server keeps one shell per language and route, rendered at a
 * marker path, so a mark made from the path would be missing there and differ from
 * the browser's render. */
export function useCurrentSection(): (section: keyof typeof SECTIONS) => "page" | undefined {
  const { route } = usePage();
  return (section) => ((SECTIONS[section] as readonly string[]).includes(route) ? "page" : undefined);
}

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
