import ArrowRight from "lucide-react/icons/arrow-right";
import Award from "lucide-react/icons/award";
import BadgePercent from "lucide-react/icons/badge-percent";
import CalendarCheck from "lucide-react/icons/calendar-check";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import CircleParking from "lucide-react/icons/circle-parking";
import Clock from "lucide-react/icons/clock";
import Lightbulb from "lucide-react/icons/lightbulb";
import Phone from "lucide-react/icons/phone";
import ShieldCheck from "lucide-react/icons/shield-check";
import Wrench from "lucide-react/icons/wrench";
import Zap from "lucide-react/icons/zap";
import { Link } from "../lib/router";
import heroImage from "../images/hero-sockets.svg";
import { ContactSection } from "../components/ContactSection";
import { HeroVideoSlot } from "../components/HeroVideoSlot";
import { NewsletterBanner } from "../components/NewsletterBanner";
import { PricingCalculator } from "../components/PricingCalculator";
import { ProductSlider } from "../components/ProductSlider";
import { SmartHomePackages } from "../components/SmartHomePackages";
import { SmartLightCarousel } from "../components/SmartLightCarousel";
import { electricianJsonLd } from "../lib/business";
import { COLLECTIONS } from "../lib/catalog";
import { useT } from "../lib/i18n";
import type { Product } from "../lib/shop";
import { type RouteModule, usePage } from "../lib/page";
import type { HomeData } from "../generated/HomeData";
import type { PageData } from "../lib/types";


function Hero() {
  const t = useT();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroVideoSlot />
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="badge">
            <ShieldCheck size={16} aria-hidden /> {t("hero-badge")}
          </p>
          <h1 id="hero-title">{t("hero-title")}</h1>
          <p className="hero-subtitle">{t("hero-subtitle")}</p>
          <div className="hero-buttons">
            <a href="#kontakt" className="button button-primary button-large">
              {t("hero-cta")} <ArrowRight size={18} aria-hidden />
            </a>
            <Link to="/services" className="button button-ghost button-large">
              {t("hero-see-work")}
            </Link>
          </div>
          <ul className="assurances" aria-label={t("hero-assurances")}>
            <li>
              <ShieldCheck size={20} aria-hidden /> {t("hero-warranty")}
            </li>
            <li>
              <Zap size={20} aria-hidden /> {t("hero-quick-response")}
            </li>
            <li>
              <CircleParking size={20} aria-hidden /> {t("hero-free-parking")}
            </li>
          </ul>
        </div>
        <div className="hero-visual">
          <img src={heroImage} alt={t("hero-image-alt")} width={1200} height={900} fetchPriority="high" />
        </div>
      </div>
    </section>
  );
}

function Products({ products }: { products: Product[] }) {
  const t = useT();
  return (
    <section id="products" className="section products-section" aria-labelledby="products-title">
      <div className="container">
        <h2 id="products-title">{t("products-heading")}</h2>
        <p className="lead">{t("products-subheading")}</p>
        <ProductSlider products={products} />
      </div>
    </section>
  );
}

function Overview() {
  const t = useT();
  return (
    <section className="section overview" aria-labelledby="overview-heading">
      <div className="container">
        <h2 id="overview-heading">{t("overview-heading")}</h2>
        <div className="overview-grid">
          <Link to="/services" className="overview-box">
            <Wrench size={32} aria-hidden />
            <h3>{t("overview-services-title")}</h3>
            <p>{t("overview-services-text")}</p>
            <span className="overview-link">
              {t("overview-services-link")} <ArrowRight size={16} aria-hidden />
            </span>
          </Link>
          <Link to="/#products" className="overview-box">
            <Lightbulb size={32} aria-hidden />
            <h3>{t("overview-products-title")}</h3>
            <p>{t("overview-products-text")}</p>
            <span className="overview-link">
              {t("overview-products-link")} <ArrowRight size={16} aria-hidden />
            </span>
          </Link>
        </div>
      </div>
    </section>
  );
}

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

function Categories() {
  const t = useT();
  return (
    <section className="section categories" aria-labelledby="categories-heading">
      <div className="container">
        <h2 id="categories-heading">{t("categories-heading")}</h2>
        <p className="lead">{t("categories-text")}</p>
        <ul className="category-grid">
          {COLLECTIONS.map((handle) => (
            <li key={handle}>
              <Link to={`/collections/${handle}`} className={`category category-${handle}`}>
                <span className="category-name">{t(`collection-${handle}`)}</span>
                <span className="category-link">
                  {t("categories-link", { category: t(`collection-${handle}`).toLowerCase() })} <ArrowRight size={16} aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Booking() {
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

export default function Home({ data }: { data: PageData<HomeData> }) {
  return (
    <>
      <Hero />
      <Overview />
      <Team />
      <ServiceColumns />
      <Values />
      <SmartLightCarousel />
      <Categories />
      <PricingCalculator />
      <SmartHomePackages />
      <Products products={data.page.products} />
      <Booking />
      <ContactSection />
      <NewsletterBanner />
    </>
  );
}

export const meta: RouteModule<HomeData>["meta"] = (data, t) => ({
  title: t("home-title", { name: data.site.name }),
  description: t("home-description"),
  jsonLd: [electricianJsonLd(data.site, t("home-description"))],
});
