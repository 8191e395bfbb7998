// /services/{slug}: one module for the six service pages. Every text comes from the
// catalogue under service-page-{slug}-...; the FAQ also feeds the FAQPage JSON-LD.
import ArrowRight from "lucide-react/icons/arrow-right";
import BadgeCheck from "lucide-react/icons/badge-check";
import CircleCheck from "lucide-react/icons/circle-check";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Clock from "lucide-react/icons/clock";
import Phone from "lucide-react/icons/phone";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Link } from "react-router";
import { CallToAction } from "../components/CallToAction";
import { PageHero } from "../components/PageHero";
import { SERVICE_ICONS, type ServiceSlug } from "../components/ServiceCard";
import { SERVICES } from "../lib/catalog";
import { useT, type T } from "../lib/i18n";
import { usePage, type RouteModule } from "../lib/page";
import type { PageData, SiteInfo } from "../lib/types";

/** How many bullets, price lines and questions each service page has. */
const DO_ITEMS = [1, 2, 3, 4, 5, 6] as const;
const PRICE_LINES = [1, 2, 3, 4, 5] as const;
const FAQ_ITEMS = [1, 2, 3, 4] as const;
const BOOKING_STEPS = [1, 2, 3, 4] as const;

function isService(slug: string | undefined): slug is ServiceSlug {
  return (SERVICES as readonly string[]).includes(slug ?? "");
}

/** The business facts every message may use as placeables. */
function facts(site: SiteInfo) {
  return { name: site.name, phone: site.phone, email: site.email, address: site.address, cvr: site.cvr };
}

function slugOf(data: PageData): ServiceSlug {
  const slug = data.params.slug;
  // The server answers 404 for any other slug, so this fallback is never shown.
  return isService(slug) ? slug : "installation";
}

function faqs(slug: ServiceSlug, t: T, site: SiteInfo) {
  return FAQ_ITEMS.map((n) => ({
    question: t(`service-page-${slug}-faq-${n}-q`, facts(site)),
    answer: t(`service-page-${slug}-faq-${n}-a`, facts(site)),
  }));
}

function Breadcrumbs({ name }: { name: string }) {
  const t = useT();
  return (
    <nav className="page-breadcrumbs" aria-label={t("service-page-breadcrumbs")}>
      <ol>
        <li>
          <Link to="/">{t("service-page-breadcrumb-home")}</Link>
        </li>
        <li>
          <Link to="/services">{t("service-page-breadcrumb-services")}</Link>
        </li>
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  );
}

function Promises({ slug }: { slug: ServiceSlug }) {
  const t = useT();
  return (
    <div className="svc-promises">
      <p className="svc-promises-price">{t(`services-card-${slug}-price`)}</p>
      <ul>
        <li>
          <BadgeCheck size={20} aria-hidden /> {t("service-page-promise-price")}
        </li>
        <li>
          <Clock size={20} aria-hidden /> {t("service-page-promise-reply")}
        </li>
        <li>
          <ShieldCheck size={20} aria-hidden /> {t("service-page-promise-certified")}
        </li>
      </ul>
    </div>
  );
}

function Prices({ slug, name }: { slug: ServiceSlug; name: string }) {
  const t = useT();
  return (
    <div className="svc-price-card">
      <h2 id="prices-title">{t("service-page-prices-heading")}</h2>
      <table className="svc-price-table">
        <caption className="pages-sr-only">{t("service-page-prices-caption", { service: name })}</caption>
        <thead className="pages-sr-only">
          <tr>
            <th scope="col">{t("service-page-price-task")}</th>
            <th scope="col">{t("service-page-price-amount")}</th>
          </tr>
        </thead>
        <tbody>
          {PRICE_LINES.map((n) => (
            <tr key={n}>
              <th scope="row">{t(`service-page-${slug}-price-${n}-label`)}</th>
              <td>{t(`service-page-${slug}-price-${n}-amount`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="svc-price-note">{t(`service-page-${slug}-price-note`)}</p>
    </div>
  );
}

function Booking({ slug }: { slug: ServiceSlug }) {
  const t = useT();
  const { site } = usePage();
  return (
    <section className="section pg-section-alt" aria-labelledby="booking-title">
      <div className="container">
        <h2 id="booking-title">{t("service-page-booking-heading")}</h2>
        <ol className="svc-steps">
          {BOOKING_STEPS.map((n) => (
            <li key={n} className="svc-step">
              <span className="svc-step-number" aria-hidden>
                {n}
              </span>
              <h3>{t(`service-page-booking-${n}-title`)}</h3>
              <p>{t(`service-page-booking-${n}-text`, facts(site))}</p>
            </li>
          ))}
        </ol>
        <p className="notice svc-booking-note">{t(`service-page-${slug}-booking-note`)}</p>
        <p className="button-row svc-booking-actions">
          <Link to="/book?kind=visit" className="button button-primary">
            <CalendarCheck size={18} aria-hidden /> {t("service-page-book-visit")}
          </Link>
          <Link to="/book?kind=call" className="button button-outline">
            <Phone size={18} aria-hidden /> {t("booking-button")}
          </Link>
        </p>
      </div>
    </section>
  );
}

function Faq({ slug }: { slug: ServiceSlug }) {
  const t = useT();
  const { site } = usePage();
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container">
        <h2 id="faq-title">{t("service-page-faq-heading")}</h2>
        <div className="svc-faq">
          {faqs(slug, t, site).map((item, i) => (
            <div key={i} className="svc-faq-item">
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function OtherServices({ slug }: { slug: ServiceSlug }) {
  const t = useT();
  return (
    <nav className="container svc-other" aria-labelledby="other-services-title">
      <h2 id="other-services-title">{t("service-page-other-heading")}</h2>
      <ul>
        {SERVICES.filter((s) => s !== slug).map((s) => {
          const Icon = SERVICE_ICONS[s];
          return (
            <li key={s}>
              <Link to={`/services/${s}`}>
                <Icon size={18} aria-hidden /> {t(`service-${s}`)}
              </Link>
            </li>
          );
        })}
        <li>
          <Link to="/services">{t("service-page-all-services")}</Link>
        </li>
      </ul>
    </nav>
  );
}

export default function Service({ data }: { data: PageData }) {
  const t = useT();
  const slug = slugOf(data);
  const name = t(`service-${slug}`);
  const Icon = SERVICE_ICONS[slug];
  return (
    <>
      <PageHero
        title={t(`service-page-${slug}-heading`)}
        intro={t(`service-page-${slug}-intro`)}
        breadcrumbs={<Breadcrumbs name={name} />}
        aside={<Promises slug={slug} />}
        badge={
          <>
            <Icon size={16} aria-hidden /> {name}
          </>
        }
      >
        <div className="page-hero-actions">
          <Link to="/#kontakt" className="button button-primary button-large">
            {t("services-cta-quote")} <ArrowRight size={18} aria-hidden />
          </Link>
          <a href={data.site.phoneHref} className="button button-ghost button-large">
            <Phone size={18} aria-hidden /> {t("services-cta-call", { phone: data.site.phone })}
          </a>
        </div>
      </PageHero>

      <section className="section" aria-labelledby="do-title">
        <div className="container svc-columns">
          <div>
            <h2 id="do-title">{t("service-page-do-heading")}</h2>
            <ul className="svc-check-list">
              {DO_ITEMS.map((n) => (
                <li key={n}>
                  <CircleCheck size={20} aria-hidden /> <span>{t(`service-page-${slug}-do-${n}`)}</span>
                </li>
              ))}
            </ul>
            {slug === "smart-home" ? (
              <p>
                <Link to="/products/smart-home" className="button button-outline">
                  {t("service-page-smart-home-products")} <ArrowRight size={18} aria-hidden />
                </Link>
              </p>
            ) : null}
          </div>
          <Prices slug={slug} name={name} />
        </div>
      </section>

      <Booking slug={slug} />
      <Faq slug={slug} />
      <OtherServices slug={slug} />
      <CallToAction />
    </>
  );
}

export const meta: RouteModule["meta"] = (data, t) => {
  const slug = slugOf(data);
  return {
    title: t("service-page-meta-title", { heading: t(`service-page-${slug}-heading`), name: data.site.name }),
    description: t(`service-page-${slug}-description`),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faqs(slug, t, data.site).map((f) => ({
          "@type": "Question",
          name: f.question,
          acceptedAnswer: { "@type": "Answer", text: f.answer },
        })),
      },
    ],
  };
};
