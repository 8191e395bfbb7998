import { formatMoney, toCents } from "../lib/format";
import { useT } from "../lib/i18n";
import { variantLabel } from "../lib/order-lines";
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

/** An order's lines (title, the variant labelled, quantity × unit price, line price)
 * and its figures (a local order's goods, discount, shipping, total and VAT; Shopify's
 * total), as the customer sees them. */
export function OrderLines({ order }: { order: Order }) {
  const t = useT();
  const { lang } = usePage();
  const money = (amount: number) => formatMoney(amount, order.currencyCode, lang);
  return (
    <>
      <ul className="order-items" aria-label={t("orders-products")}>
        {order.items.map((item, i) => {
          const variant = variantLabel(item, t);
          return (
            <li key={i}>
              <span className="order-item-title">
                {item.title}
                {variant && <> <span className="order-item-variant muted">{variant}</span></>}
              </span>
              <span className="order-item-quantity muted">{t("order-line-quantity", { quantity: item.quantity, price: money(item.price) })}</span>
              {/* In whole cents, like the cart's total. */}
              <span className="order-item-price">{money((toCents(item.price) * item.quantity) / 100)}</span>
            </li>
          );
        })}
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
