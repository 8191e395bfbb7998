import { formatMoney, toCents } from "../lib/format";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import type { Order } from "../generated/Order";

/** An order's lines (title, quantity, line price) and its total, as the customer sees them. */
export function OrderLines({ order }: { order: Order }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <>
      <ul className="order-items" aria-label={t("orders-products")}>
        {order.items.map((item, i) => (
          <li key={i}>
            <span>{item.title}</span>
            <span className="muted">{t("orders-quantity", { quantity: item.quantity })}</span>
            {/* In whole cents, like the cart's total. */}
            <span className="order-item-price">{formatMoney((toCents(item.price) * item.quantity) / 100, order.currencyCode, lang)}</span>
          </li>
        ))}
      </ul>
      <p className="order-total">
        <span>{t("orders-total")}</span> <strong>{formatMoney(order.totalAmount, order.currencyCode, lang)}</strong>
      </p>
    </>
  );
}
