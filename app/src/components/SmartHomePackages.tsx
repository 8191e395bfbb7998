import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import House from "lucide-react/icons/house";
import HouseWifi from "lucide-react/icons/house-wifi";
import Lightbulb from "lucide-react/icons/lightbulb";
import { useId } from "react";
import { formatKroner } from "../lib/format";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { SMART_HOME_PACKAGES, type SmartHomePackageId } from "../lib/pricing";

const ICONS: Record<SmartHomePackageId, typeof Lightbulb> = {
  starter: Lightbulb,
  expansion: HouseWifi,
  complete: House,
};

/** The smart-home starter packages (SPEC §1, §9): fixed prices incl. VAT. */
export function SmartHomePackages() {
  const t = useT();
  const { lang } = usePage();
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <section id="smart-home-pakker" className="section smart-packages-section" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId}>{t("pricing-smart-heading")}</h2>
        <p className="lead">{t("pricing-smart-lead")}</p>
        <ul className="pricing-cards smart-packages">
          {SMART_HOME_PACKAGES.map((pkg) => {
            const Icon = ICONS[pkg.id];
            const name = t(`pricing-smart-${pkg.id}-name`);
            return (
              <li key={pkg.id} className="pricing-card smart-package">
                <span className="smart-package-icon" aria-hidden>
                  <Icon size={26} />
                </span>
                <h3>{name}</h3>
                <p className="pricing-price">
                  <span className="pricing-amount" data-testid={`smart-price-${pkg.id}`}>
                    {formatKroner(pkg.price, lang)}
                  </span>
                  <span className="pricing-vat">{t("pricing-smart-price-note")}</span>
                </p>
                <p className="smart-package-description">{t(`pricing-smart-${pkg.id}-description`)}</p>
                <p className="smart-package-perfect">
                  <strong>{t("pricing-smart-perfect-for")}</strong> {t(`pricing-smart-${pkg.id}-perfect-for`)}
                </p>
                <ul className="pricing-features">
                  {pkg.features.map((f) => (
                    <li key={f}>
                      <Check size={18} aria-hidden /> {t(`pricing-smart-${pkg.id}-feature-${f}`)}
                    </li>
                  ))}
                </ul>
                <a
                  href="#kontakt"
                  className="button button-block button-primary"
                  aria-label={t("pricing-smart-cta-label", { name })}
                >
                  {t("pricing-smart-cta")} <ArrowRight size={18} aria-hidden />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
