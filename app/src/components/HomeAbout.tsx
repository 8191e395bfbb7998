// The home page's "who we are", service columns and values: an island (lib/island.tsx),
// loaded when the visitor comes near it.
import Award from "lucide-react/icons/award";
import BadgePercent from "lucide-react/icons/badge-percent";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Clock from "lucide-react/icons/clock";
import ShieldCheck from "lucide-react/icons/shield-check";
import { useT } from "../lib/i18n";
import { Link } from "react-router";

function Team() {
  const t = useT();
  return (
    <section className="section team" aria-labelledby="team-heading">
      <div className="container team-grid">
        <div>
          <h2 id="team-heading">{t("team-heading")}</h2>
          <p className="lead">{t("team-text")}</p>
          <Link to="/om-os" className="button button-outline">{t("team-link")}</Link>
        </div>
        <ul className="team-members">
          {[1, 2, 3].map((n) => {
            const name = t(`team-member-${n}-name`);
            return (
              <li key={n} className="team-member">
                <span className="avatar" aria-hidden>
                  {name.split(" ").map((w) => w[0]).join("")}
                </span>
                <span className="team-name">{name}</span>
                <span className="muted">{t(`team-member-${n}-role`)}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function ServiceColumns() {
  const t = useT();
  const column = (heading: string, items: [string, string][]) => (
    <div className="service-column card">
      <h3>{t(heading)}</h3>
      <ul>
        {items.map(([key, to]) => (
          <li key={key}>
            <CheckCircle2 size={18} aria-hidden />
            <Link to={to}>{t(key)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <section className="section service-columns" aria-label={t("nav-services")}>
      <div className="container columns-grid">
        {column("columns-private-heading", [
          ["columns-private-smart-home", "/services/smart-home"],
          ["columns-private-charging", "/services/elbil"],
          ["columns-private-installation", "/services/installation"],
        ])}
        {column("columns-business-heading", [
          ["columns-business-panels", "/services/tavle"],
          ["columns-business-agreements", "/services/erhverv"],
          ["columns-business-rental", "/services/erhverv"],
        ])}
      </div>
    </section>
  );
}

function Values() {
  const t = useT();
  const values: [string, typeof ShieldCheck][] = [["safety", ShieldCheck], ["price", BadgePercent], ["punctuality", Clock], ["warranty", Award]];
  return (
    <section className="section values" aria-labelledby="values-heading">
      <div className="container">
        <h2 id="values-heading">{t("values-heading")}</h2>
        <ul className="values-grid">
          {values.map(([key, Icon]) => (
            <li key={key} className="value">
              <Icon size={32} aria-hidden />
              <h3>{t(`values-${key}-title`)}</h3>
              <p>{t(`values-${key}-text`)}</p>
            </li>
          ))}
        </ul>
        <a href="#kontakt" className="button button-primary">{t("values-cta")}</a>
      </div>
    </section>
  );
}

/** Who we are, what we do for private and business customers, what we stand for. */
export function HomeAbout() {
  return (
    <>
      <Team />
      <ServiceColumns />
      <Values />
    </>
  );
}

