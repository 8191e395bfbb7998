import ArrowRight from "lucide-react/icons/arrow-right";
import Building2 from "lucide-react/icons/building-2";
import CarFront from "lucide-react/icons/car-front";
import CircuitBoard from "lucide-react/icons/circuit-board";
import HouseWifi from "lucide-react/icons/house-wifi";
import PlugZap from "lucide-react/icons/plug-zap";
import Search from "lucide-react/icons/search";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { SERVICES } from "../lib/catalog";
import { useT } from "../lib/i18n";

export type ServiceSlug = (typeof SERVICES)[number];

/** One icon per service, the same on the overview cards and the service pages. */
export const SERVICE_ICONS: Record<ServiceSlug, LucideIcon> = {
  installation: PlugZap,
  fejlfinding: Search,
  "smart-home": HouseWifi,
  elbil: CarFront,
  tavle: CircuitBoard,
  erhverv: Building2,
};

/** A service on the overview: icon, name (the link), a short text and a "from" price. */
export function ServiceCard({ slug }: { slug: ServiceSlug }) {
  const t = useT();
  const Icon = SERVICE_ICONS[slug];
  const name = t(`service-${slug}`);
  return (
    <article className="svc-card">
      <span className="svc-card-icon" aria-hidden>
        <Icon size={26} />
      </span>
      <h3>
        <Link to={`/services/${slug}`} className="svc-card-link">
          {name}
        </Link>
      </h3>
      <p>{t(`services-card-${slug}-text`)}</p>
      <p className="svc-card-price">{t(`services-card-${slug}-price`)}</p>
      <span className="svc-card-more" aria-hidden>
        {t("services-card-link", { service: name })} <ArrowRight size={16} />
      </span>
    </article>
  );
}
