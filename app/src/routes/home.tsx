import ArrowRight from "lucide-react/icons/arrow-right";
import CircleParking from "lucide-react/icons/circle-parking";
import Lightbulb from "lucide-react/icons/lightbulb";
import ShieldCheck from "lucide-react/icons/shield-check";
import Wrench from "lucide-react/icons/wrench";
import Zap from "lucide-react/icons/zap";
import { Link } from "react-router";
import heroImage from "../images/hero-sockets.svg";
import { HeroVideoSlot } from "../components/HeroVideoSlot";
import { island } from "../lib/island";
import { useT } from "../lib/i18n";
import type { Product } from "../lib/shop";
import type { RouteModule } from "../lib/page";
import type { HomeData } from "../generated/HomeData";
import type { PageData } from "../lib/types";

// The sections below the first screen that need code of their own are islands: the
// browser loads them when the visitor comes near (lib/island.tsx; the server's
// modules are in src/islands.server.ts).
const SmartLightCarousel = island("smart-light", () => import("../components/SmartLightCarousel").then((m) => m.SmartLightCarousel));
const PricingCalculator = island("pricing", () => import("../components/PricingCalculator").then((m) => m.PricingCalculator));
const SmartHomePackages = island("packages", () => import("../components/SmartHomePackages").then((m) => m.SmartHomePackages));
const ProductSlider = island("product-slider", () => import("../components/ProductSlider").then((m) => m.ProductSlider));
const ContactSection = island("contact", () => import("../components/ContactSection").then((m) => m.ContactSection));
const NewsletterBanner = island("newsletter", () => import("../components/NewsletterBanner").then((m) => m.NewsletterBanner));
const HomeAbout = island("about", () => import("../components/HomeAbout").then((m) => m.HomeAbout));
const HomeCategories = island("categories", () => import("../components/HomeCategories").then((m) => m.HomeCategories));
const HomeBooking = island("booking", () => import("../components/HomeBooking").then((m) => m.HomeBooking));

/** Loads the islands with the route, for a page reached by client-side navigation. */
export const preload = () =>
  Promise.all([HomeAbout, SmartLightCarousel, HomeCategories, PricingCalculator, SmartHomePackages, ProductSlider, HomeBooking, ContactSection, NewsletterBanner].map((i) => i.preload()));

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

export default function Home({ data }: { data: PageData<HomeData> }) {
  return (
    <>
      <Hero />
      <Overview />
      <HomeAbout />
      <SmartLightCarousel />
      <HomeCategories />
      <PricingCalculator />
      <SmartHomePackages />
      <Products products={data.page.products} />
      <HomeBooking />
      <ContactSection />
      <NewsletterBanner />
    </>
  );
}

export const meta: RouteModule<HomeData>["meta"] = (data, t) => ({
  title: t("home-title", { name: data.site.name }),
  description: t("home-description"),
  business: true,
});
