// /kasse?cart=…: the local shop's checkout. The cart's lines priced by the server,
// delivery (parcel or pick-up), the customer's details (a guest's too), an optional
// company with CVR and EAN, how to pay, the terms with the right of withdrawal, and
// every figure with the VAT. A plain form that posts to its own page, the same with
// JavaScript (React Router's action) as without: the server checks it and answers
// the page with each field's message, or sends the customer on to the order.
import Lock from "lucide-react/icons/lock";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useCart } from "../components/CartProvider";
import { Field } from "../components/Field";
import { Figures, useOre } from "../components/OrderLines";
import { PAYING_CART, shippingFor } from "../lib/cart";
import { useT } from "../lib/i18n";
import { variantLabel } from "../lib/order-lines";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { CheckoutData } from "../generated/CheckoutData";
import type { CheckoutValues } from "../generated/CheckoutValues";

type Data = PageData<CheckoutData>;

function Choice({ name, value, checked, onChange, label, hint, disabled }: {
  name: string; value: string; checked: boolean; onChange: (v: string) => void; label: string; hint?: ReactNode; disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={`choice${disabled ? " choice-disabled" : ""}`}>
      <input type="radio" id={id} name={name} value={value} checked={checked} disabled={disabled}
        onChange={() => onChange(value)} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>
        <span className="choice-label">{label}</span>
        {hint && <span className="choice-hint" id={`${id}-hint`}>{hint}</span>}
      </label>
    </div>
  );
}

function Group({ legend, error, children, name }: { legend: string; error?: string | null; children: ReactNode; name: string }) {
  const id = useId();
  return (
    <fieldset className={`choices${error ? " field-invalid" : ""}`} aria-describedby={error ? `${id}-error` : undefined} data-field={name}>
      <legend>{legend}</legend>
      {children}
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </fieldset>
  );
}

function CheckoutForm({ data }: { data: Data }) {
  const t = useT();
  const ore = useOre();
  const cart = useCart();
  const page = data.page;
  const [values, setValues] = useState<CheckoutValues>(page.values);
  // The server's messages come in the visitor's language, with the page it answers.
  const errors: Record<string, string> = page.errors;
  const form = useRef<HTMLFormElement>(null);
  // Sent: until the server has answered (and while the order it placed loads).
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const notice = sending ? null : page.notice;
  const { search } = useLocation();
  // Functional updates: two events before a render (typing fast, a browser's autofill)
  // each build on the latest values, not on the render's.
  const set = (k: keyof CheckoutValues) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [k]: value }));
  };
  const choose = (k: keyof CheckoutValues) => (value: string) =>
    setValues((v) => {
      const next = { ...v, [k]: value };
      // Paying at pick-up only fits picking up.
      if (k === "delivery" && value === "parcel" && next.paymentMethod === "pay_at_pickup") next.paymentMethod = "bank_transfer";
      return next;
    });
  // The server answered with messages: the first field with one gets the focus (its
  // message is read with it), else the notice.
  useEffect(() => {
    if (Object.keys(page.errors).length === 0 && !page.notice) return;
    const first = form.current?.querySelector<HTMLElement>("[aria-invalid='true'], .field-invalid input");
    (first ?? form.current?.querySelector<HTMLElement>(".checkout-notice"))?.focus();
  }, [page.errors, page.notice]);
  // The order is placed once the server sends the customer on to it: the cart is done.
  const placed = navigation.state === "loading" && navigation.formMethod !== undefined && /\/ordre\//.test(navigation.location.pathname);
  useEffect(() => {
    if (placed) cart.clear();
  }, [placed]); // eslint-disable-line react-hooks/exhaustive-deps
  const error = (f: string) => errors[f] ?? null;
  // Paid online, the order's page is reached back from the provider's: it empties the
  // cart then (the guest key of its address is this cart's token).
  const remember = () => {
    if (values.paymentMethod === "card" && page.cart) window.sessionStorage.setItem(PAYING_CART, page.cart);
  };

  const goods = page.lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  // The cart's code, checked by the server when the page was made (the server decides
  // again when the order is placed).
  const normalized = (code: string) => code.replace(/\s+/g, "").toUpperCase();
  const codeApplies = page.discountPercent > 0 && normalized(values.discountCode) === normalized(page.values.discountCode);
  const discount = codeApplies ? Math.round((goods * page.discountPercent) / 100) : 0;
  const shipping = shippingFor(goods - discount, values.delivery, page.shippingFee, page.freeShippingFrom);
  const total = goods - discount + shipping;
  const figures = { goods, discount, shipping, total, vat: Math.round(total / 5) };

  return (
    <Form ref={form} className="checkout-form" method="post" action={`/kasse${search}`} noValidate onSubmit={remember}>
      <input type="hidden" name="cart" value={page.cart ?? ""} />
      {page.lines.map((l) => (
        <input key={l.merchandiseId} type="hidden" name="line" value={`${l.merchandiseId}|${l.quantity}|${l.price}`} />
      ))}
      {notice && (
        <div className="checkout-notice" role="alert" tabIndex={-1}>
          {notice}
        </div>
      )}
      <section className="card checkout-section" aria-labelledby="checkout-lines-heading">
        <h2 id="checkout-lines-heading"><ShoppingBag size={20} aria-hidden /> {t("checkout-lines-heading")}</h2>
        <ul className="checkout-lines">
          {page.lines.map((l) => {
            const variant = variantLabel(l, t);
            return (
              <li key={l.merchandiseId}>
                <div>
                  <Link to={`/product/${l.handle}`}>{l.title}</Link>
                  {variant && <p className="muted">{variant}</p>}
                  <p className="muted">{t("order-line-quantity", { quantity: l.quantity, price: ore(l.price) })}</p>
                  {l.priceWas !== null && <p className="checkout-line-changed">{t("checkout-price-was", { price: ore(l.priceWas) })}</p>}
                  {!l.available && <p className="checkout-line-changed">{t("checkout-line-unavailable-badge")}</p>}
                </div>
                <strong>{ore(l.price * l.quantity)}</strong>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="card checkout-section">
        <Group legend={t("checkout-delivery-heading")} error={error("delivery")} name="delivery">
          <Choice name="delivery" value="parcel" checked={values.delivery === "parcel"} onChange={choose("delivery")}
            label={t("checkout-delivery-parcel")}
            hint={t("checkout-delivery-parcel-hint", { fee: ore(page.shippingFee), free: ore(page.freeShippingFrom) })} />
          <Choice name="delivery" value="pickup" checked={values.delivery === "pickup"} onChange={choose("delivery")}
            label={t("checkout-delivery-pickup")} hint={t("checkout-delivery-pickup-hint", { address: data.site.address })} />
        </Group>
      </section>

      <section className="card checkout-section" aria-labelledby="checkout-contact-heading">
        <h2 id="checkout-contact-heading">{t("checkout-contact-heading")}</h2>
        <Field label={t("checkout-name")} name="name" autoComplete="name" required value={values.name} onChange={set("name")}
          disabled={sending} error={error("name")} />
        <Field label={t("checkout-address")} name="address" autoComplete="street-address" required={values.delivery === "parcel"}
          value={values.address} onChange={set("address")} disabled={sending} error={error("address")} hint={t("checkout-address-hint")} />
        <div className="field-row field-row-postcode">
          <Field label={t("checkout-postcode")} name="postcode" autoComplete="postal-code" inputMode="numeric" maxLength={4}
            required={values.delivery === "parcel"} value={values.postcode} onChange={set("postcode")} disabled={sending} error={error("postcode")} />
          <Field label={t("checkout-city")} name="city" autoComplete="address-level2" required={values.delivery === "parcel"}
            value={values.city} onChange={set("city")} disabled={sending} error={error("city")} />
        </div>
        <div className="field-row">
          <Field label={t("checkout-phone")} name="phone" type="tel" autoComplete="tel" required value={values.phone}
            onChange={set("phone")} disabled={sending} error={error("phone")} />
          <Field label={t("checkout-email")} name="email" type="email" autoComplete="email" required value={values.email}
            onChange={set("email")} disabled={sending} error={error("email")} hint={t("checkout-email-hint")} />
        </div>
      </section>

      <section className="card checkout-section" aria-labelledby="checkout-business-heading">
        <h2 id="checkout-business-heading">{t("checkout-business-heading")}</h2>
        <p className="muted">{t("checkout-business-hint")}</p>
        <Field label={t("checkout-company")} name="company" autoComplete="organization" value={values.company}
          onChange={set("company")} disabled={sending} error={error("company")} />
        <div className="field-row">
          <Field label={t("checkout-cvr")} name="cvr" inputMode="numeric" value={values.cvr} onChange={set("cvr")}
            disabled={sending} error={error("cvr")} />
          <Field label={t("checkout-ean")} name="ean" inputMode="numeric" value={values.ean} onChange={set("ean")}
            disabled={sending} error={error("ean")} />
        </div>
        <div className="field-row">
          <Field label={t("checkout-reference")} name="reference" value={values.reference} onChange={set("reference")}
            required={values.paymentMethod === "ean_invoice"} disabled={sending} error={error("reference")} hint={t("checkout-reference-hint")} />
          <Field label={t("checkout-account-string")} name="accountString" value={values.accountString} onChange={set("accountString")}
            disabled={sending} error={error("accountString")} />
        </div>
      </section>

      <section className="card checkout-section">
        <Group legend={t("checkout-payment-heading")} error={error("paymentMethod")} name="paymentMethod">
          {page.onlinePayment && (
            <Choice name="paymentMethod" value="card" checked={values.paymentMethod === "card"} onChange={choose("paymentMethod")}
              label={t(page.onlinePayment === "demo" ? "checkout-payment-demo" : "checkout-payment-card")}
              hint={t(page.onlinePayment === "demo" ? "checkout-payment-demo-hint" : "checkout-payment-card-hint")} />
          )}
          <Choice name="paymentMethod" value="bank_transfer" checked={values.paymentMethod === "bank_transfer"} onChange={choose("paymentMethod")}
            label={t("checkout-payment-bank")} hint={t("checkout-payment-bank-hint", { days: page.paymentTermsDays })} />
          <Choice name="paymentMethod" value="pay_at_pickup" checked={values.paymentMethod === "pay_at_pickup"} onChange={choose("paymentMethod")}
            label={t("checkout-payment-pickup")} hint={t("checkout-payment-pickup-hint")} />
          <Choice name="paymentMethod" value="ean_invoice" checked={values.paymentMethod === "ean_invoice"} onChange={choose("paymentMethod")}
            label={t("checkout-payment-ean")} hint={t("checkout-payment-ean-hint", { days: page.paymentTermsDays })} />
        </Group>
      </section>

      <section className="card checkout-section">
        <Field label={t("checkout-discount")} name="discountCode" autoComplete="off" value={values.discountCode}
          onChange={set("discountCode")} disabled={sending} error={error("discountCode")} />
        <div className={`field${errors.comment ? " field-invalid" : ""}`}>
          <label htmlFor="checkout-comment">{t("checkout-comment")} <span className="muted">{t("checkout-optional")}</span></label>
          <textarea id="checkout-comment" name="comment" rows={3} value={values.comment} onChange={set("comment")} disabled={sending}
            aria-invalid={errors.comment ? true : undefined} aria-describedby={errors.comment ? "checkout-comment-error" : undefined} />
          {errors.comment && <p className="field-error" id="checkout-comment-error">{errors.comment}</p>}
        </div>
      </section>

      <section className="card checkout-section checkout-summary" aria-labelledby="checkout-summary-heading">
        <h2 id="checkout-summary-heading">{t("checkout-summary-heading")}</h2>
        <Figures {...figures} />
        <div className={`field field-check${errors.acceptTerms ? " field-invalid" : ""}`}>
          <input type="checkbox" id="checkout-terms" name="acceptTerms" value="yes" checked={values.acceptTerms}
            onChange={(e) => {
              const accepted = e.target.checked;
              setValues((v) => ({ ...v, acceptTerms: accepted }));
            }} disabled={sending}
            aria-invalid={errors.acceptTerms ? true : undefined} aria-describedby={errors.acceptTerms ? "checkout-terms-error" : undefined} />
          <label htmlFor="checkout-terms">{t("checkout-terms-accept")}</label>
          {errors.acceptTerms && <p className="field-error" id="checkout-terms-error">{errors.acceptTerms}</p>}
        </div>
        <p>
          <Link to="/handelsbetingelser" target="_blank" rel="noopener">{t("checkout-terms-link")}</Link>
        </p>
        <button type="submit" className="button button-primary button-block" disabled={sending}>
          <Lock size={18} aria-hidden /> {sending ? t("checkout-placing") : t("checkout-place-order")}
        </button>
        <p className="muted checkout-seller">{t("checkout-seller", { name: data.site.name, address: data.site.address, cvr: data.site.cvr })}</p>
      </section>
    </Form>
  );
}

export default function CheckoutPage({ data }: { data: Data }) {
  const t = useT();
  const { state } = data.page;
  const message =
    state === "empty" ? ["checkout-empty-heading", "checkout-empty-text"]
      : state === "gone" ? ["checkout-gone-heading", "checkout-gone-text"]
        : state === "local-only" ? ["checkout-heading", "checkout-local-only-text"]
          : null;
  return (
    <section className="container narrow-page checkout-page">
      <h1>{message ? t(message[0]) : t("checkout-heading")}</h1>
      {message ? (
        <>
          <p className="lead">{t(message[1])}</p>
          <p><Link to="/#products" className="button button-primary">{t("checkout-back-to-shop")}</Link></p>
        </>
      ) : (
        <>
          <p className="lead">{t("checkout-intro")}</p>
          <CheckoutForm data={data} />
        </>
      )}
    </section>
  );
}

export const meta: RouteModule<CheckoutData>["meta"] = (data, t) => ({
  title: `${t("checkout-title")} | ${data.site.name}`,
  noindex: true,
});
