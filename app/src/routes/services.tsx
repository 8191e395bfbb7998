// /services: every service at a glance, how we work, what it costs, and how to start.
import ShieldCheck from "lucide-react/icons/shield-check";
import heroImage from "../images/service-overview.svg";
import { CallToAction } from "../components/CallToAction";
import { PageHero } from "../components/PageHero";
import { ServiceCard } from "../components/ServiceCard";
import { SERVICES } from "../lib/catalog";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";

const STEPS = [1, 2, 3, 4] as const;
const RATES = ["standard", "premium", "exclusive"] as const;

function Process() {
  const t = useT();
  return (
    <section className="section pg-section-alt" aria-labelledby="process-title">
      <div className="container">
        <h2 id="process-title">{t("services-process-heading")}</h2>
        <p className="lead">{t("services-process-intro")}</p>
        <ol className="svc-steps">
          {STEPS.map((n) => (
            <li key={n} className="svc-step">
              <span className="svc-step-number" aria-hidden>
                {n}
              </span>
              <h3>{t(`services-process-${n}-title`)}</h3>
              <p>{t(`services-process-${n}-text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Rates() {
  const t = useT();
  return (
    <section className="section" aria-labelledby="rates-title">
      <div className="container">
        <h2 id="rates-title">{t("services-rates-heading")}</h2>
        <p className="lead">{t("services-rates-intro")}</p>
        <ul className="svc-rate-grid">
          {RATES.map((r) => (
            <li key={r} className={`svc-rate${r === "premium" ? " svc-rate-featured" : ""}`}>
              <h3>{t(`services-rate-${r}-name`)}</h3>
              <p className="svc-rate-price">
                <strong>{t(`services-rate-${r}-price`)}</strong> <span>{t("services-rate-hour")}</span>
              </p>
              <p className="svc-rate-business">{t(`services-rate-${r}-business`)}</p>
              <p>{t(`services-rate-${r}-text`)}</p>
            </li>
          ))}
        </ul>
        <p className="svc-rates-note muted">{t("services-rates-note")}</p>
      </div>
    </section>
  );
}

export default function Services(_props: { data: PageData }) {
  const t = useT();
  return (
    <>
      <PageHero
        title={t("services-page-heading")}
        intro={t("services-page-intro")}
        badge={
          <>
            <ShieldCheck size={16} aria-hidden /> {t("services-page-badge")}
          </>
        }
        image={{ src: heroImage, alt: t("services-page-image-alt"), width: 640, height: 480 }}
      />
      <section className="section" aria-labelledby="services-list-title">
        <div className="container">
          <h2 id="services-list-title">{t("services-page-cards-heading")}</h2>
          <p className="lead">{t("services-page-cards-intro")}</p>
          <ul className="svc-grid">
            {SERVICES.map((slug) => (
              <li key={slug}>
                <ServiceCard slug={slug} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Process />
      <Rates />
      <CallToAction />
    </>
  );
}

export const meta: RouteModule["meta"] = (data, t) => ({
  title: t("services-page-meta-title", { name: data.site.name }),
  description: t("services-page-description"),
});
