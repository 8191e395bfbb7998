import ArrowRight from "lucide-react/icons/arrow-right";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";

/** The closing box of a content page: the quote form on the home page, or call us. */
export function CallToAction({ title, text, id = "cta-title" }: { title?: string; text?: string; id?: string }) {
  const t = useT();
  const { site } = usePage();
  return (
    <section className="section pg-cta" aria-labelledby={id}>
      <div className="container">
        <div className="pg-cta-box">
          <div className="pg-cta-copy">
            <h2 id={id}>{title ?? t("services-cta-heading")}</h2>
            <p>{text ?? t("services-cta-text")}</p>
          </div>
          <div className="pg-cta-actions">
            <Link to="/#kontakt" className="button button-primary button-large">
              {t("services-cta-quote")} <ArrowRight size={18} aria-hidden />
            </Link>
            <a href={site.phoneHref} className="button button-ghost button-large">
              <Phone size={18} aria-hidden /> {t("services-cta-call", { phone: site.phone })}
            </a>
            <p className="pg-cta-hours">{t("services-cta-hours")}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
