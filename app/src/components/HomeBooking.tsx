// The home page's invitation to book a call: an island (lib/island.tsx), loaded when
// the visitor comes near it.
import CalendarCheck from "lucide-react/icons/calendar-check";
import Phone from "lucide-react/icons/phone";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { Link } from "react-router";

export function HomeBooking() {
  const t = useT();
  const { site } = usePage();
  return (
    <section className="section booking" aria-labelledby="booking-heading">
      <div className="container booking-inner">
        <div>
          <h2 id="booking-heading">{t("booking-heading")}</h2>
          <p>{t("booking-text")}</p>
        </div>
        <div className="booking-actions">
          <Link to="/book?kind=call" className="button button-primary button-large">
            <CalendarCheck size={20} aria-hidden /> {t("booking-button")}
          </Link>
          <a href={site.phoneHref} className="button button-ghost button-large">
            <Phone size={20} aria-hidden /> {t("booking-call", { phone: site.phone })}
          </a>
        </div>
      </div>
    </section>
  );
}

