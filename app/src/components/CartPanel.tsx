import * as Dialog from "@radix-ui/react-dialog";
import Loader2 from "lucide-react/icons/loader-2";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import Trash2 from "lucide-react/icons/trash-2";
import X from "lucide-react/icons/x";
import { Link } from "react-router";
import { type FormEvent, useState } from "react";
import { api } from "../lib/api";
import { cartDiscount, cartTotal, itemCount, leftToFreeShipping } from "../lib/cart";
import { formatMoney } from "../lib/format";
import { usePage } from "../lib/page";
import { useT } from "../lib/i18n";
import { useCart } from "./CartProvider";
import { Drawer } from "./Drawer";
import { sized } from "../lib/images";

/** The slide-out cart: lines, total and the checkout button, in a modal dialog. */
export function CartPanel() {
  const t = useT();
  const { lang } = usePage();
  const { cart, open, setOpen, updateQuantity, remove, createCheckout, setDiscount } = useCart();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const discount = cartDiscount(cart);
  const applyCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    setChecking(true);
    const res = await api<{ code: string; percent: number | null }>("GET", `/api/discount?code=${encodeURIComponent(code)}`, lang);
    setChecking(false);
    if (res.ok) {
      setDiscount(res.data);
      setCode("");
      setCodeError(null);
    } else {
      setCodeError(res.error.fields?.discountCode ?? res.error.error);
    }
  };
  const total = cartTotal(cart);
  const count = itemCount(cart);
  return (
    <Drawer open={open} onOpenChange={setOpen} layerClassName="drawer-layer" backdropClassName="drawer-backdrop" className="drawer cart-panel">
      <div className="drawer-head">
        <Dialog.Title>
          {t("cart-title")} {count > 0 && <span className="muted">({t("cart-items", { count })})</span>}
        </Dialog.Title>
        <Dialog.Close className="icon-button" aria-label={t("cart-close")}>
          <X size={22} aria-hidden />
        </Dialog.Close>
      </div>
      <Dialog.Description className="visually-hidden">{t("cart-description")}</Dialog.Description>
      {cart.items.length === 0 ? (
        <div className="cart-empty">
          <ShoppingBag size={44} aria-hidden />
          <p className="cart-empty-title">{t("cart-empty")}</p>
          <p className="muted">{t("cart-empty-text")}</p>
          <Link to="/#products" className="button button-primary" onClick={() => setOpen(false)}>
            {t("products-see-all")}
          </Link>
        </div>
      ) : (
        <ul className="cart-lines">
          {cart.items.map((item) => {
            const title = item.product.title;
            const image = item.product.images[0];
            return (
              <li key={item.variantId} className="cart-line">
                {image ? (
                  <img src={sized(image.url, 144)} alt={image.altText ?? title} width={72} height={72} loading="lazy" />
                ) : (
                  <span className="cart-line-noimage">{t("product-no-image")}</span>
                )}
                <div className="cart-line-info">
                  <Link to={`/product/${item.product.handle}`} className="cart-line-title" onClick={() => setOpen(false)}>
                    {title}
                  </Link>
                  {item.selectedOptions.length > 0 && (
                    <p className="cart-line-options">{item.selectedOptions.map((o) => o.value).join(" • ")}</p>
                  )}
                  <p className="cart-line-price">{formatMoney(item.price.amount, item.price.currencyCode, lang)}</p>
                  <div className="quantity" role="group" aria-label={t("cart-quantity")}>
                    <button type="button" aria-label={t("cart-decrease", { title })} onClick={() => updateQuantity(item.variantId, item.quantity - 1)}>
                      <Minus size={16} aria-hidden />
                    </button>
                    <output aria-live="polite">{item.quantity}</output>
                    <button type="button" aria-label={t("cart-increase", { title })} onClick={() => updateQuantity(item.variantId, item.quantity + 1)}>
                      <Plus size={16} aria-hidden />
                    </button>
                  </div>
                </div>
                <button type="button" className="icon-button cart-line-remove" aria-label={t("cart-remove", { title })} onClick={() => remove(item.variantId)}>
                  <Trash2 size={18} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="drawer-foot">
        {cart.items.length > 0 &&
          (cart.discount ? (
            <p className="cart-discount" data-testid="cart-discount">
              <span>
                {cart.discount.percent !== null
                  ? t("cart-discount-line", { percent: cart.discount.percent, code: cart.discount.code })
                  : t("cart-discount-at-checkout", { code: cart.discount.code })}
              </span>
              {discount > 0 && <strong>−{formatMoney(discount / 100, "DKK", lang)}</strong>}
              <button type="button" className="link-button" onClick={() => setDiscount(null)}>{t("cart-discount-remove")}</button>
            </p>
          ) : (
            <form className="cart-code" onSubmit={applyCode} noValidate>
              <label htmlFor="cart-code">{t("checkout-discount")}</label>
              <div className="cart-code-row">
                <input id="cart-code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off"
                  aria-invalid={codeError ? true : undefined} aria-describedby={codeError ? "cart-code-error" : undefined} />
                <button type="submit" className="button button-outline button-small" disabled={checking}>{t("cart-discount-apply")}</button>
              </div>
              {codeError && <p className="field-error" id="cart-code-error" role="alert">{codeError}</p>}
            </form>
          ))}
        <p className="cart-total">
          <span>{t("cart-total")}</span>
          <strong data-testid="cart-total">{formatMoney((Math.round(Number(total.amount) * 100) - discount) / 100, total.currencyCode, lang)}</strong>
        </p>
        {cart.items.length > 0 && total.currencyCode === "DKK" ? (
          <p className="cart-free-shipping" data-testid="cart-free-shipping">
            {leftToFreeShipping(cart) > 0
              ? t("cart-free-shipping-left", { amount: formatMoney(leftToFreeShipping(cart) / 100, "DKK", lang) })
              : t("cart-free-shipping-reached")}
          </p>
        ) : (
          <p className="muted cart-shipping">{t("cart-shipping-note")}</p>
        )}
        <button
          type="button"
          className="button button-primary button-block"
          disabled={cart.items.length === 0 || cart.isLoading}
          onClick={() => void createCheckout()}
        >
          {cart.isLoading ? (
            <>
              <Loader2 size={18} className="spin" aria-hidden /> {t("cart-creating-checkout")}
            </>
          ) : (
            t("cart-checkout")
          )}
        </button>
      </div>
    </Drawer>
  );
}
