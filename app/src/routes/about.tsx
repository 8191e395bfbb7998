// /om-os: who we are, our story, the six values, what you can count on, and a way to start.
import BadgeCheck from "lucide-react/icons/badge-check";
import Clock from "lucide-react/icons/clock";
import Flame from "lucide-react/icons/flame";
import Handshake from "lucide-react/icons/handshake";
import HardHat from "lucide-react/icons/hard-hat";
import HeartHandshake from "lucide-react/icons/heart-handshake";
import Lightbulb from "lucide-react/icons/lightbulb";
import MessageCircle from "lucide-react/icons/message-circle";
import Ruler from "lucide-react/icons/ruler";
import Scale from "lucide-react/icons/scale";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import Wallet from "lucide-react/icons/wallet";
import type { LucideIcon } from "lucide-react";
import heroImage from "../images/about-van.svg";
import { CallToAction } from "../components/CallToAction";
import { PageHero } from "../components/PageHero";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";

const VALUES: { id: string; icon: LucideIcon }[] = [
  { id: "quality", icon: ShieldCheck },
  { id: "reliability", icon: Clock },
  { id: "customer", icon: HeartHandshake },
  { id: "pride", icon: Ruler },
  { id: "passion", icon: Flame },
  { id: "honesty", icon: Scale },
];

const FACTS: { id: string; icon: LucideIcon }[] = [
  { id: "warranty", icon: BadgeCheck },
  { id: "reply", icon: MessageCircle },
  { id: "prices", icon: Wallet },
  { id: "advice", icon: Lightbulb },
];

const CREDENTIALS: LucideIcon[] = [BadgeCheck, ShieldCheck, HardHat, Users];

export default function About({ data }: { data: PageData }) {
  const t = useT();
  const name = data.site.name;
  return (
    <>
      <PageHero
        title={t("about-page-heading", { name })}
        intro={t("about-page-intro")}
        badge={
          <>
            <Handshake size={16} aria-hidden /> {t("about-page-badge")}
          </>
        }
        image={{ src: heroImage, alt: t("about-page-image-alt"), width: 640, height: 480 }}
      />

      <section className="section" aria-labelledby="story-title">
        <div className="container about-story">
          <div className="pg-prose">
            <h2 id="story-title">{t("about-story-heading")}</h2>
            <p>{t("about-story-1", { name })}</p>
            <p>{t("about-story-2", { name })}</p>
            <p>{t("about-story-3", { name })}</p>
          </div>
          <aside className="about-credentials" aria-labelledby="credentials-title">
            <h3 id="credentials-title">{t("about-credentials")}</h3>
            <ul>
              {CREDENTIALS.map((Icon, i) => (
                <li key={i}>
                  <Icon size={22} aria-hidden /> {t(`about-credential-${i + 1}`)}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <section className="section pg-section-alt" aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title">{t("about-values-heading")}</h2>
          <p className="lead">{t("about-values-intro")}</p>
          <ul className="about-value-grid">
            {VALUES.map(({ id, icon: Icon }) => (
              <li key={id} className="about-value">
                <span className="about-value-icon" aria-hidden>
                  <Icon size={24} />
                </span>
                <h3>{t(`about-value-${id}-title`)}</h3>
                <p>{t(`about-value-${id}-text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="facts-title">
        <div className="container">
          <h2 id="facts-title">{t("about-facts-heading")}</h2>
          <ul className="about-fact-grid">
            {FACTS.map(({ id, icon: Icon }) => (
              <li key={id} className="about-fact">
                <Icon size={28} aria-hidden />
                <h3>{t(`about-fact-${id}-title`)}</h3>
                <p>{t(`about-fact-${id}-text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction title={t("about-cta-heading")} text={t("about-cta-text")} />
    </>
  );
}

export const meta: RouteModule["meta"] = (data, t) => ({
  title: t("about-page-meta-title", { name: data.site.name }),
  description: t("about-page-description", { name: data.site.name }),
});
