// /ordre/{number}: the local shop's order confirmation, for the customer who placed it.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import { Link } from "react-router";
import { OrderLines } from "../components/OrderLines";
import { OrderStatus } from "../components/OrderStatus";
import { formatDate } from "../lib/format";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { OrderData } from "../generated/OrderData";

export default function OrderPage({ data }: { data: PageData<OrderData> }) {
  const t = useT();
  const { order } = data.page;
  return (
    <section className="container narrow-page order-confirmation">
      <CheckCircle2 size={48} aria-hidden className="success-icon" />
      <h1>{t("order-heading")}</h1>
      <p>{t("order-text", { number: order.orderNumber })}</p>
      <div className="card order">
        <div className="order-head">
          <h2>{t("orders-number", { number: order.orderNumber })}</h2>
          <OrderStatus status={order.status} />
        </div>
        <p className="muted">{t("orders-date", { date: formatDate(order.createdAt, "da") })}</p>
        <OrderLines order={order} />
      </div>
      <p className="button-row">
        <Link to="/profile" className="button button-primary">{t("order-see-orders")}</Link>
        <Link to="/#products" className="button button-outline">{t("order-continue")}</Link>
      </p>
    </section>
  );
}

export const meta: RouteModule<OrderData>["meta"] = (data, t) => ({
  title: `${t("order-title")} | ${data.site.name}`,
  noindex: true,
});
