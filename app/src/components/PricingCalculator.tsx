import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import Crown from "lucide-react/icons/crown";
import Star from "lucide-react/icons/star";
import { useId, useState } from "react";
import { formatKroner, formatNumber } from "../lib/format";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import {
  CUSTOMER_TYPES,
  HIGHLIGHTED_PACKAGE,
  PACKAGE_FEATURES,
  PACKAGE_LABELS,
  PACKAGE_TYPES,
  TIME_BANDS,
  TRANSPORT_ZONES,
  bandMultiplier,
  hourlyRate,
  includesVat,
  type CustomerType,
  type TimeBand,
} from "../lib/pricing";

/**
 * The home page's pricing calculator (SPEC §4, §9): customer type, time band and
 * subscription recalculate the hourly rate of all three packages; the transport
 * zones follow below. State starts at the defaults, so the server renders
 * privat / dagtimer / no subscription: 650, 850 and 1050 kr.
 */
export function PricingCalculator() {
  const t = useT();
  const { lang } = usePage();
  const id = useId();
  const [customer, setCustomer] = useState<CustomerType>("privat");
  const [band, setBand] = useState<TimeBand>("dagtimer");
  const [subscription, setSubscription] = useState(false);

  const titleId = `${id}-title`;
  const hintId = `${id}-subscription-hint`;
  const vatText = includesVat(customer) ? t("pricing-vat-incl") : t("pricing-vat-excl");

  return (
    <section id="priser" className="section pricing-section" aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId}>{t("pricing-heading")}</h2>
        <p className="lead">{t("pricing-lead")}</p>

        <div className="pricing-controls">
          <fieldset className="pricing-fieldset">
            <legend>{t("pricing-customer-legend")}</legend>
            <div className="pricing-segmented">
              {CUSTOMER_TYPES.map((c) => (
                <label key={c} className="pricing-segment">
                  <input
                    type="radio"
                    name={`${id}-customer`}
                    value={c}
                    checked={customer === c}
                    onChange={() => setCustomer(c)}
                  />
                  <span>{t(`pricing-customer-${c}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="pricing-fieldset">
            <legend>{t("pricing-band-legend")}</legend>
            <div className="pricing-bands">
              {TIME_BANDS.map((b) => {
                const surcharge = Math.round((bandMultiplier(b) - 1) * 100);
                return (
                  <label key={b} className="pricing-band">
                    <input
                      type="radio"
                      name={`${id}-band`}
                      value={b}
                      checked={band === b}
                      onChange={() => setBand(b)}
                      aria-labelledby={`${id}-band-${b}`}
                      aria-describedby={`${id}-band-${b}-note`}
                    />
                    <span className="pricing-band-text">
                      <span className="pricing-band-name" id={`${id}-band-${b}`}>
                        {t(`pricing-band-${b}`)}
                      </span>
                      <span className="pricing-band-note" id={`${id}-band-${b}-note`}>
                        {surcharge === 0
                          ? t("pricing-band-normal")
                          : t("pricing-band-surcharge", { percent: formatNumber(surcharge, lang) })}
                      </span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>

          <div className="pricing-switch-row">
            <label className="pricing-switch">
              <input
                type="checkbox"
                role="switch"
                checked={subscription}
                aria-describedby={hintId}
                onChange={(e) => setSubscription(e.currentTarget.checked)}
              />
              <span className="pricing-switch-track" aria-hidden>
                <span className="pricing-switch-thumb" />
              </span>
              <span className="pricing-switch-label">{t("pricing-subscription")}</span>
            </label>
            <p id={hintId} className="pricing-switch-hint muted">
              {t("pricing-subscription-hint")}
            </p>
          </div>
        </div>

        <p className="pricing-summary" aria-live="polite">
          {t(subscription ? "pricing-summary-with-subscription" : "pricing-summary", {
            prices: t(`pricing-summary-${customer}`),
            band: t(`pricing-band-${band}`),
          })}
        </p>

        <ul className="pricing-cards">
          {PACKAGE_TYPES.map((pkg) => {
            const price = hourlyRate(pkg, customer, band, subscription);
            const before = hourlyRate(pkg, customer, band, false);
            const label = PACKAGE_LABELS[pkg];
            const name = t(`pricing-package-${pkg}`);
            const nameId = `${id}-${pkg}-name`;
            return (
              <li
                key={pkg}
                className={`pricing-card${pkg === HIGHLIGHTED_PACKAGE ? " pricing-card-featured" : ""}`}
              >
                {label && (
                  <p className={`pricing-label pricing-label-${label}`}>
                    {label === "vip" ? <Crown size={16} aria-hidden /> : <Star size={16} aria-hidden />}
                    {t(`pricing-label-${label}`)}
                  </p>
                )}
                <h3 id={nameId}>{name}</h3>
                <p className="pricing-card-intro muted">{t(`pricing-package-${pkg}-intro`)}</p>
                <p className="pricing-price">
                  <span className="pricing-amount" data-testid={`price-${pkg}`}>
                    {formatKroner(price, lang)}
                  </span>{" "}
                  <span className="pricing-unit">{t("pricing-per-hour")}</span>
                  <span className="pricing-vat">{vatText}</span>
                  {subscription && (
                    <span className="pricing-before">
                      {t("pricing-price-before")} <s>{formatKroner(before, lang)}</s>
                    </span>
                  )}
                </p>
                <h4 className="pricing-features-title">{t("pricing-features")}</h4>
                <ul className="pricing-features">
                  {PACKAGE_FEATURES[pkg].map((f) => (
                    <li key={f}>
                      <Check size={18} aria-hidden /> {t(`pricing-feature-${f}`)}
                    </li>
                  ))}
                </ul>
                <a
                  href="#kontakt"
                  className={`button button-block ${pkg === HIGHLIGHTED_PACKAGE ? "button-primary" : "button-outline"}`}
                  aria-label={t("pricing-cta-label", { name })}
                >
                  {t("pricing-cta")} <ArrowRight size={18} aria-hidden />
                </a>
              </li>
            );
          })}
        </ul>

        <TransportZones />
      </div>
    </section>
  );
}

/** The transport zones as a table (boundaries belong to the cheaper zone). */
function TransportZones() {
  const t = useT();
  const { lang } = usePage();
  const id = useId();
  const km = (n: number) => formatNumber(n, lang);
  return (
    <div className="pricing-transport" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("pricing-transport-heading")}</h3>
      <p className="muted">{t("pricing-transport-lead")}</p>
      <div className="pricing-table-wrap">
        <table className="pricing-table">
          <caption className="pricing-visually-hidden">{t("pricing-transport-caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("pricing-transport-zone")}</th>
              <th scope="col">{t("pricing-transport-distance")}</th>
              <th scope="col">{t("pricing-transport-price")}</th>
            </tr>
          </thead>
          <tbody>
            {TRANSPORT_ZONES.map((zone) => (
              <tr key={zone.id}>
                <th scope="row">
                  {zone.kind === "flat" ? t("pricing-transport-zone-name", { zone: zone.id }) : t("pricing-transport-zone-far")}
                </th>
                <td>
                  {zone.toKm === null
                    ? t("pricing-transport-over", { from: km(zone.fromKm) })
                    : t("pricing-transport-range", { from: km(zone.fromKm), to: km(zone.toKm) })}
                </td>
                <td>
                  {zone.kind === "flat"
                    ? formatKroner(zone.price, lang)
                    : t("pricing-transport-per-km", { price: formatKroner(zone.pricePerKm, lang) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="pricing-transport-note muted">{t("pricing-transport-note")}</p>
    </div>
  );
}
