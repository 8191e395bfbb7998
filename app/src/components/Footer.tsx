import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { CategoryLinks, ServiceLinks } from "./SiteLinks";

export function Footer() {
  const t = useT();
  const { site } = usePage();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="footer-brand">{site.name}</p>
          <p>{t("footer-description")}</p>
          <a className="button button-primary" href={site.phoneHref}>
            <Phone size={18} aria-hidden /> {t("footer-call", { phone: site.phone })}
          </a>
        </div>
        <nav aria-label={t("footer-services")}>
          <h2>{t("footer-services")}</h2>
          <ServiceLinks />
        </nav>
        <nav aria-label={t("footer-products")}>
          <h2>{t("footer-products")}</h2>
          <CategoryLinks />
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{t("footer-copyright", { year: String(site.year), name: site.name })}</p>
        <p>{t("footer-company", { name: site.name, address: site.address, cvr: site.cvr })}</p>
        <ul className="footer-links">
          <li>
            <Link to="/privatlivspolitik">{t("footer-privacy")}</Link>
          </li>
          <li>
            <Link to="/handelsbetingelser">{t("footer-terms")}</Link>
          </li>
          <li>
            <Link to="/kontakt">{t("footer-contact")}</Link>
          </li>
          <li>
            <Link to="/fortryd">{t("footer-withdrawal")}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
