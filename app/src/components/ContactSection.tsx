import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Phone from "lucide-react/icons/phone";
import Siren from "lucide-react/icons/siren";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { QuoteForm } from "./QuoteForm";

/** The home page's contact section: free advice, trust points, the emergency line, the quote form. */
export function ContactSection() {
  const t = useT();
  const { site } = usePage();
  return (
    <section id="kontakt" className="section contact-section" aria-labelledby="contact-heading">
      <div className="container contact-grid">
        <div>
          <h2 id="contact-heading">{t("contact-heading")}</h2>
          <p className="lead">{t("contact-intro")}</p>
          <ul className="trust-list">
            {["certified", "fixed-price", "free-advice", "confidential"].map((k) => (
              <li key={k}>
                <CheckCircle2 size={20} aria-hidden /> {t(`contact-trust-${k}`)}
              </li>
            ))}
          </ul>
          <div className="emergency-box">
            <Siren size={28} aria-hidden />
            <div>
              <p className="emergency-title">{t("contact-emergency-title")}</p>
              <p>{t("contact-emergency-text")}</p>
              <a className="button button-primary" href={site.phoneHref}>
                <Phone size={18} aria-hidden /> {t("contact-emergency-call", { phone: site.phone })}
              </a>
            </div>
          </div>
        </div>
        <QuoteForm />
      </div>
    </section>
  );
}
