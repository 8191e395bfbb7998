import Menu from "lucide-react/icons/menu";
import Zap from "lucide-react/icons/zap";
import { useState } from "react";
import { island } from "../lib/island";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { requestWidgets, useWidgets } from "../lib/widgets";
import { AccountMenu } from "./AccountMenu";
import { CartButton } from "./CartButton";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { CategoryLinks, ServiceLinks, useCurrentSection } from "./SiteLinks";

// The search box is a form that works without JavaScript; its suggestions' code comes
// when the visitor points at, touches or focuses it (lib/island.tsx).
const SearchBox = island("search-box", () => import("./SearchBox").then((m) => m.SearchBox), "intent");

export function Header() {
  const t = useT();
  const current = useCurrentSection();
  const { site, route } = usePage();
  const [menuOpen, setMenuOpen] = useState(false);
  const widgets = useWidgets();

  return (
    <header className="site-header">
      <div className="announcement">
        <a href={site.phoneHref}>{t("site-announcement", { phone: site.phone })}</a>
      </div>
      <div className="header-bar container">
        <Link to="/" className="brand" aria-label={t("site-home-link", { name: site.name })}>
          <span className="brand-mark" aria-hidden>
            <Zap size={20} />
          </span>
          <span className="brand-name">{site.name}</span>
        </Link>

        <nav className="main-nav" aria-label={t("nav-main")}>
          <ul>
            <li className="has-menu">
              <Link to="/services" aria-current={current("services")}>{t("nav-services")}</Link>
              <ServiceLinks className="submenu" />
            </li>
            <li className="has-menu">
              <Link to="/#products" aria-current={current("products")}>{t("nav-products")}</Link>
              <CategoryLinks className="submenu" />
            </li>
            <li>
              <Link to="/om-os" aria-current={current("about")}>{t("nav-about")}</Link>
            </li>
            <li>
              <Link to="/kontakt" aria-current={current("contact")}>{t("nav-contact")}</Link>
            </li>
          </ul>
        </nav>

        <div className="header-actions">
          {route !== "search" && (
            <SearchBox />
          )}
          <LanguageSwitcher />
          <AccountMenu />
          <CartButton />
          <button
            type="button"
            className="icon-button menu-button"
            aria-label={t("nav-open-menu")}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? "mobile-menu" : undefined}
            onClick={() => {
              setMenuOpen(true);
              requestWidgets();
            }}
          >
            <Menu size={22} aria-hidden />
          </button>
        </div>
      </div>
      {widgets && <widgets.MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
