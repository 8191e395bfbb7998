// What the cart does beyond showing its count: adding (with the toast that says so),
// the clicks made before the page was interactive (early.ts), and checkout. Loaded on
// the visitor's first sign of life on the page, or at the first use (see
// components/CartProvider.tsx), so a page that is only read never loads it.
import type { Dispatch, SetStateAction } from "react";
import type { Toast } from "../components/Toaster";
import { api } from "./api";
import { addItem, type CartItem, type CartState, cartProduct, checkoutLink, saveCart } from "./cart";
import { toCents } from "./format";
import type { T } from "./i18n";
import type { Product, Variant } from "./shop";
import type { Lang } from "./types";

export { clearCart, removeItem, updateQuantity } from "./cart";

/** What the actions work with: the provider's state and the page's services. */
export interface CartContext {
  setCart: Dispatch<SetStateAction<CartState>>;
  setOpen: (open: boolean) => void;
  toast: (toast: Toast) => void;
  t: T;
  lang: Lang;
}

/** Adds `quantity` of a variant, or says it is not for sale. */
export function add(cx: CartContext, product: Product, variant: Variant | undefined, quantity = 1) {
  if (!variant || !variant.availableForSale) {
    cx.toast({ title: cx.t("cart-not-available"), description: product.title, variant: "destructive", position: "top-center" });
    return;
  }
  const item: CartItem = {
    product: cartProduct(product),
    variantId: variant.id,
    variantTitle: variant.title,
    price: variant.price,
    quantity,
    selectedOptions: variant.selectedOptions,
  };
  cx.setCart((c) => addItem(c, item));
  cx.toast({ title: cx.t("cart-added"), description: product.title, variant: "success", position: "top-center" });
}

/** Clicks on add-to-cart buttons before the app (or a section's code) was there (see
 * early.ts). */
declare global {
  interface Window {
    __cartQueue?: { handle: string; variantId: string }[];
  }
}

/** The products a page shows, to resolve early clicks by handle. */
function pageProducts(page: unknown): Product[] {
  const p = (page ?? {}) as { products?: Product[]; collection?: { products?: Product[] } | null; product?: Product | null };
  return [...(p.products ?? []), ...(p.collection?.products ?? []), ...(p.product ? [p.product] : [])];
}

/** Adds one of each variant clicked early (those for sale) and says so. */
export function addEarlyClicks(cx: CartContext, page: unknown) {
  const known = pageProducts(page);
  const clicks = (window.__cartQueue?.splice(0) ?? [])
    .map(({ handle, variantId }) => ({ product: known.find((p) => p.handle === handle), variantId }))
    .filter((q): q is { product: Product; variantId: string } => q.product !== undefined);
  document.querySelectorAll("[data-add-to-cart][aria-busy]").forEach((b) => b.removeAttribute("aria-busy"));
  if (!clicks.length) return;
  cx.setCart((cart) => {
    let next = cart;
    for (const { product, variantId } of clicks) {
      const variant = product.variants.find((v) => v.id === variantId);
      if (variant?.availableForSale) {
        next = addItem(next, {
          product: cartProduct(product), variantId, variantTitle: variant.title, price: variant.price, quantity: 1,
          selectedOptions: variant.selectedOptions,
        });
      }
    }
    return next;
  });
  cx.toast({ title: cx.t("cart-added"), description: clicks.map((q) => q.product.title).join(", "), variant: "success", position: "top-center" });
}

/** Asks our server for a checkout of `cart` and goes there. */
export async function createCheckout(cx: CartContext, cart: CartState) {
  if (cart.items.length === 0 || cart.isLoading) return;
  cx.setCart((c) => ({ ...c, isLoading: true }));
  try {
    // The price each line showed goes along: the local checkout shows a changed one.
    const lines = cart.items.map((i) => ({ merchandiseId: i.variantId, quantity: i.quantity, price: toCents(i.price.amount) }));
    const res = await api<{ checkoutUrl: string }>("POST", "/api/checkout", cx.lang, { lines, discountCode: cart.discount?.code ?? null });
    if (!res.ok) {
      console.warn("checkout failed", res.status, res.error.error);
      cx.toast({ title: cx.t("checkout-failed"), description: res.error.hint ?? res.error.error ?? cx.t("checkout-failed-text"), variant: "destructive" });
      return;
    }
    cx.setOpen(false);
    // The local shop's checkout is our own page (/kasse?cart=…): this tab goes there,
    // and the cart stays until the order is placed. A hosted checkout opens in a new
    // tab with channel=online_store and keeps the cart until the customer pays there.
    if (res.data.checkoutUrl.startsWith("/")) {
      window.location.assign(res.data.checkoutUrl);
      return;
    }
    const url = checkoutLink(res.data.checkoutUrl);
    const next = { ...cart, checkoutUrl: res.data.checkoutUrl };
    // Stored before the new tab opens, so that tab reads the cart as it is now.
    saveCart(window.localStorage, next);
    cx.setCart((c) => ({ ...c, checkoutUrl: res.data.checkoutUrl }));
    const tab = window.open(url, "_blank", "noopener");
    if (!tab) window.location.assign(url);
  } finally {
    cx.setCart((c) => ({ ...c, isLoading: false }));
  }
}
