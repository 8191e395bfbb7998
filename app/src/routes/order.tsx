// /ordre/{number}: a local order's confirmation and receipt, for the customer who
// placed it (signed in, or a guest with the key of the link): lines, every figure
// with the VAT, delivery, how to pay, the customer, the right of withdrawal with the
// model form linked (as the confirmation mail states it: this is the page a customer
// keeps), and the seller.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import FileText from "lucide-react/icons/file-text";
import Scale from "lucide-react/icons/scale";
import Undo2 from "lucide-react/icons/undo-2";
import { useEffect } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useCart } from "../components/CartProvider";
import { PAYING_CART } from "../lib/cart";
import { OrderLines, useOre } from "../components/OrderLines";
import { OrderDocuments } from "../components/OrderDocuments";
import { OrderStatus } from "../components/OrderStatus";
import { formatDate } from "../lib/format";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import { WITHDRAWAL_FORM_PATH, WITHDRAWAL_TERMS_PATH } from "../lib/withdrawal";
import type { OrderData } from "../generated/OrderData";

/** An order paid online: where its payment stands, and while it is not paid, paying
 * again (the provider's page) or another way, for the same order. Plain forms: they
 * work without JavaScript too. */
function OnlinePayment({ data }: { data: PageData<OrderData> }) {
  const t = useT();
  const ore = useOre();
  const { order, payment, notice } = data.page;
  const { search } = useLocation();
  const key = new URLSearchParams(search).get("key") ?? "";
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  if (!payment) return null;
  const state = payment.state;
  const drawn = state === "captured" || state === "partly_refunded" || state === "refunded";
  return (
    <div className="card order-section order-online-payment" data-payment-state={state}>
      <h2>{t("order-payment-heading")}</h2>
      {notice && <p className="checkout-notice" role="alert">{notice}</p>}
      {state === "authorised" && <p className="order-payment-authorised">{t("order-pay-card-authorised")}</p>}
      {drawn && <p>{t("order-pay-card-captured", { date: formatDate(order.paidAt ?? order.createdAt, data.lang) })}</p>}
      {payment.refunded > 0 && <p>{t("order-pay-card-refunded", { amount: ore(payment.refunded) })}</p>}
      {payment.payable && (
        <>
          <p>{t("order-pay-card-open")}</p>
          {payment.unavailable && !notice && <p className="checkout-notice" role="status">{t("payment-unavailable")}</p>}
          <div className="button-row order-payment-actions">
            <Form method="post" action={`/ordre/${order.orderNumber}${search}`}>
              <input type="hidden" name="key" value={key} />
              <input type="hidden" name="intent" value="pay" />
              <button type="submit" className="button button-primary" disabled={sending}>{t(payment.provider === "demo" ? "order-pay-card-retry-demo" : "order-pay-card-retry")}</button>
            </Form>
            {payment.alternatives.map((method) => (
              <Form method="post" action={`/ordre/${order.orderNumber}${search}`} key={method}>
                <input type="hidden" name="key" value={key} />
                <input type="hidden" name="intent" value="switch" />
                <input type="hidden" name="method" value={method} />
                <button type="submit" className="button button-outline" disabled={sending}>{t(`order-pay-card-switch-${method}`)}</button>
              </Form>
            ))}
          </div>
        </>
      )}
      {!payment.payable && order.status === "cancelled" && <p>{t("order-pay-card-closed")}</p>}
      {payment.provider === "demo" && <p className="muted">{t("order-pay-card-demo")}</p>}
    </div>
  );
}

export default function OrderPage({ data }: { data: PageData<OrderData> }) {
  const t = useT();
  const ore = useOre();
  const { order, bankAccount, paymentTermsDays, withdrawal } = data.page;
  const customer = order.customer;
  const cart = useCart();
  const { search } = useLocation();
  const accessKey = new URLSearchParams(search).get("key") ?? undefined;
  // Back from the payment provider's page with the order of the cart being paid: the
  // cart is done.
  useEffect(() => {
    const key = new URLSearchParams(search).get("key");
    if (key && window.sessionStorage.getItem(PAYING_CART) === key) {
      window.sessionStorage.removeItem(PAYING_CART);
      cart.clear();
    }
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps
  const site = data.site;
  const payment =
    order.paymentMethod === "pay_at_pickup"
      ? t("order-pay-at-pickup")
      : order.paymentMethod === "ean_invoice"
        ? t("order-pay-ean", { ean: customer?.ean ?? "" })
        : order.paymentMethod === "bank_transfer"
          ? t("order-pay-bank", { total: ore(order.figures?.total ?? 0), account: bankAccount, days: paymentTermsDays, number: order.orderNumber })
          : null;
  return (
    <section className="container narrow-page order-confirmation">
      <CheckCircle2 size={48} aria-hidden className="success-icon" />
      <h1>{t("order-heading")}</h1>
      {/* Only an account has "Min konto"; a guest comes back through the mail's link. */}
      <p className="order-lead">{t(data.user ? "order-text" : "order-text-guest", { number: order.orderNumber })}</p>
      <div className="card order">
        <div className="order-head">
          <h2>{t("orders-number", { number: order.orderNumber })}</h2>
          <OrderStatus status={order.status} />
        </div>
        <p className="muted">{t("orders-date", { date: formatDate(order.createdAt, data.lang) })}</p>
        <OrderLines order={order} />
      </div>
      <OnlinePayment data={data} />
      {/* Every order here is of goods: the period runs from their receipt. The
          withdrawal function is offered for the whole period (a GET form: it works
          without JavaScript and opens the statement on /fortryd). */}
      <section className="card order-section order-withdrawal" aria-labelledby="order-withdrawal-heading">
        <h2 id="order-withdrawal-heading">{t("order-withdrawal-heading")}</h2>
        {withdrawal.statements.map((s) => (
          <p key={s.reference} className="order-withdrawn">
            <CheckCircle2 size={18} aria-hidden /> {t("order-withdrawn", { date: s.received, reference: s.reference })}
          </p>
        ))}
        {withdrawal.open ? (
          <>
            <p>{t("order-withdrawal-text")}</p>
            {withdrawal.endsOn && <p>{t("order-withdrawal-ends", { date: withdrawal.endsOn })}</p>}
            {withdrawal.shopify && <p>{t("order-withdrawal-shopify")}</p>}
            <Form method="get" action="/fortryd" className="order-withdrawal-action">
              <input type="hidden" name="order" value={order.orderNumber} />
              {accessKey && <input type="hidden" name="key" value={accessKey} />}
              <button type="submit" className="button button-primary">
                <Undo2 size={18} aria-hidden /> {t("order-withdrawal-button")}
              </button>
            </Form>
            <p>{t("order-withdrawal-how", { email: site.email, number: order.orderNumber })}</p>
          </>
        ) : (
          withdrawal.ended &&
          withdrawal.endsOn && <p>{t("order-withdrawal-ended", { date: withdrawal.endsOn, email: site.email, phone: site.phone })}</p>
        )}
        <ul className="order-withdrawal-links">
          <li>
            <FileText size={18} aria-hidden />
            <Link to={WITHDRAWAL_FORM_PATH}>{t("order-withdrawal-form-link")}</Link>
          </li>
          <li>
            <Scale size={18} aria-hidden />
            <Link to={WITHDRAWAL_TERMS_PATH}>{t("order-withdrawal-terms-link")}</Link>
          </li>
        </ul>
      </section>
      {data.page.documents.length > 0 && (
        <div className="card order-section order-documents">
          <h2>{t("order-documents-heading")}</h2>
          <OrderDocuments documents={data.page.documents} lang={data.lang} accessKey={accessKey} />
        </div>
      )}
      {payment && (
        <div className="card order-section">
          <h2>{t("order-payment-heading")}</h2>
          {order.paidAt ? <p>{t("order-paid", { date: formatDate(order.paidAt, data.lang) })}</p> : <p>{payment}</p>}
        </div>
      )}
      {customer && (
        <div className="card order-section order-parties">
          <div>
            <h2>{t("order-delivery-heading")}</h2>
            {order.deliveryMethod === "pickup" ? (
              <p>{t("order-delivery-pickup", { address: site.address })}</p>
            ) : (
              <>
                <p>{t("order-delivery-parcel")}</p>
                <address>
                  {customer.name}
                  {customer.company && (
                    <>
                      <br />
                      {customer.company}
                    </>
                  )}
                  <br />
                  {customer.address}
                  <br />
                  {customer.postcode} {customer.city}
                </address>
              </>
            )}
          </div>
          <div>
            <h2>{t("order-customer-heading")}</h2>
            <p>
              {customer.name}
              <br />
              {order.email}
              <br />
              {customer.phone}
              {customer.cvr && (
                <>
                  <br />
                  CVR {customer.cvr}
                </>
              )}
              {customer.ean && (
                <>
                  <br />
                  EAN {customer.ean}
                </>
              )}
              {customer.reference && (
                <>
                  <br />
                  {t("order-reference", { reference: customer.reference })}
                </>
              )}
            </p>
          </div>
        </div>
      )}
      <p className="muted order-seller">{t("checkout-seller", { name: site.name, address: site.address, cvr: site.cvr })}</p>
      {!data.user && <p className="muted">{t("order-guest-note")}</p>}
      <p className="button-row">
        {data.user && <Link to="/profile" className="button button-primary">{t("order-see-orders")}</Link>}
        <Link to="/#products" className="button button-outline">{t("order-continue")}</Link>
      </p>
    </section>
  );
}

export const meta: RouteModule<OrderData>["meta"] = (data, t) => ({
  title: `${t("order-title")} | ${data.site.name}`,
  noindex: true,
});
