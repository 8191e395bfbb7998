import { formatMoney, toCents } from "../lib/format";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import type { Order } from "../generated/Order";

/** Øre as the shop writes prices ("DKK 1.249,00"). */
export function useOre() {
  const { lang } = usePage();
  return (ore: number) => formatMoney(ore / 100, "DKK", lang);
}

/** What an order costs: goods, discount, shipping, the total and the VAT it includes. */
export function Figures({ goods, discount, shipping, total, vat }: { goods: number; discount: number; shipping: number; total: number; vat: number }) {
  const t = useT();
  const ore = useOre();
  return (
    <dl className="order-figures">
      <div>
        <dt>{t("checkout-summary-goods")}</dt>
        <dd>{ore(goods)}</dd>
      </div>
      {discount > 0 && (
        <div>
          <dt>{t("checkout-summary-discount")}</dt>
          <dd>−{ore(discount)}</dd>
        </div>
      )}
      <div>
        <dt>{t("checkout-summary-shipping")}</dt>
        <dd>{shipping === 0 ? t("checkout-summary-free") : ore(shipping)}</dd>
      </div>
      <div className="order-figures-total">
        <dt>{t("checkout-summary-total")}</dt>
        <dd data-testid="order-total">{ore(total)}</dd>
      </div>
      <div className="order-figures-vat">
        <dt>{t("checkout-summary-vat")}</dt>
        <dd data-testid="order-vat">{ore(vat)}</dd>
      </div>
    </dl>
  );
}

/** An order's lines (title, quantity, line price) and its figures (a local order's
 * goods, discount, shipping, total and VAT; Shopify's total), as the customer sees them. */
export function OrderLines({ order }: { order: Order }) {
  const t = useT();
  const { lang } = usePage();
  return (
    <>
      <ul className="order-items" aria-label={t("orders-products")}>
        {order.items.map((item, i) => (
          <li key={i}>
            <span>
              {item.title}
              {item.variantTitle && item.variantTitle !== "Default Title" && <span className="muted"> · {item.variantTitle}</span>}
            </span>
            <span className="muted">{t("orders-quantity", { quantity: item.quantity })}</span>
            {/* In whole cents, like the cart's total. */}
            <span className="order-item-price">{formatMoney((toCents(item.price) * item.quantity) / 100, order.currencyCode, lang)}</span>
          </li>
        ))}
      </ul>
      {order.figures ? (
        <Figures {...order.figures} />
      ) : (
        <p className="order-total">
          <span>{t("orders-total")}</span> <strong>{formatMoney(order.totalAmount, order.currencyCode, lang)}</strong>
        </p>
      )}
    </>
  );
}
