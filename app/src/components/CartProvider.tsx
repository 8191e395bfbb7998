// The cart in the browser: state persisted in local storage, the slide-out panel's
// open state, and checkout through our server (which asks the shop provider).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { api } from "../lib/api";
import {
  addItem, type CartItem, type CartState, cartProduct, checkoutLink, clearCart, emptyCart, loadCart, removeItem, saveCart,
  updateQuantity,
} from "../lib/cart";
import { toCents } from "../lib/format";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import type { Product, Variant } from "../lib/shop";
import { useToast } from "./Toaster";

interface CartApi {
  cart: CartState;
  open: boolean;
  setOpen: (open: boolean) => void;
  add: (product: Product, variant: Variant | undefined, quantity?: number) => void;
  updateQuantity: (variantId: string, quantity: number) => void;
  remove: (variantId: string) => void;
  clear: () => void;
  createCheckout: () => Promise<void>;
  /** Sets (or with null removes) the code the server accepted. */
  setDiscount: (discount: CartState["discount"]) => void;
}

const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart outside CartProvider");
  return cart;
}

/** Clicks on add-to-cart buttons before the app was interactive (see early.ts). */
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

interface EarlyClick {
  product: Product;
  variantId: string;
}

/** Takes the clicks early.ts queued, resolved against the page's products. */
function takeEarlyClicks(known: Product[]): EarlyClick[] {
  const queued = (window.__cartQueue?.splice(0) ?? [])
    .map(({ handle, variantId }) => ({ product: known.find((p) => p.handle === handle), variantId }))
    .filter((q): q is EarlyClick => q.product !== undefined);
  document.querySelectorAll("[data-add-to-cart][aria-busy]").forEach((b) => b.removeAttribute("aria-busy"));
  return queued;
}

/** The cart with one of each early click's variant added (those for sale). */
function withEarlyClicks(cart: CartState, clicks: EarlyClick[]): CartState {
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
}

export function CartProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const toast = useToast();
  const { lang, page } = usePage();
  // The server renders an empty cart; the stored one is read after hydration so the
  // first render matches the server's HTML.
  const [cart, setCart] = useState<CartState>(emptyCart);
  const [open, setOpen] = useState(false);
  // Nothing is written back until the stored cart has been read: a fresh tab must not
  // overwrite (and, through the storage event, empty) the cart of the others.
  const [loaded, setLoaded] = useState(false);

  const add = useCallback(
    (product: Product, variant: Variant | undefined, quantity = 1) => {
      if (!variant || !variant.availableForSale) {
        toast({ title: t("cart-not-available"), description: product.title, variant: "destructive", position: "top-center" });
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
      setCart((c) => addItem(c, item));
      toast({ title: t("cart-added"), description: product.title, variant: "success", position: "top-center" });
    },
    [t, toast],
  );

  useEffect(() => {
    const known = pageProducts(page);
    const queued = takeEarlyClicks(known);
    setCart(withEarlyClicks(loadCart(window.localStorage), queued));
    if (queued.length) toast({ title: t("cart-added"), description: queued.map((q) => q.product.title).join(", "), variant: "success", position: "top-center" });
    setLoaded(true);
    // Clicks on a section whose code had not come yet (an island, lib/island.tsx),
    // added once it has.
    const onIslandLive = () => {
      const later = takeEarlyClicks(known);
      if (!later.length) return;
      setCart((c) => withEarlyClicks(c, later));
      toast({ title: t("cart-added"), description: later.map((q) => q.product.title).join(", "), variant: "success", position: "top-center" });
    };
    window.addEventListener("islandlive", onIslandLive);
    // Another tab changed the cart.
    const onStorage = (e: StorageEvent) => e.key === "shopify-cart" && setCart(loadCart(window.localStorage));
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("islandlive", onIslandLive);
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (loaded) saveCart(window.localStorage, cart);
  }, [cart, loaded]);

  const createCheckout = useCallback(async () => {
    if (cart.items.length === 0 || cart.isLoading) return;
    setCart((c) => ({ ...c, isLoading: true }));
    try {
      // The price each line showed goes along: the local checkout shows a changed one.
      const lines = cart.items.map((i) => ({ merchandiseId: i.variantId, quantity: i.quantity, price: toCents(i.price.amount) }));
      const res = await api<{ checkoutUrl: string }>("POST", "/api/checkout", lang, { lines, discountCode: cart.discount?.code ?? null });
      if (!res.ok) {
        console.warn("checkout failed", res.status, res.error.error);
        toast({ title: t("checkout-failed"), description: res.error.hint ?? res.error.error ?? t("checkout-failed-text"), variant: "destructive" });
        return;
      }
      setOpen(false);
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
      setCart((c) => ({ ...c, checkoutUrl: res.data.checkoutUrl }));
      const tab = window.open(url, "_blank", "noopener");
      if (!tab) window.location.assign(url);
    } finally {
      setCart((c) => ({ ...c, isLoading: false }));
    }
  }, [cart, lang, t, toast]);

  const value = useMemo<CartApi>(
    () => ({
      cart,
      open,
      setOpen,
      add,
      updateQuantity: (id, q) => setCart((c) => updateQuantity(c, id, q)),
      remove: (id) => setCart((c) => removeItem(c, id)),
      clear: () => setCart((c) => clearCart(c)),
      createCheckout,
      setDiscount: (discount) => setCart((c) => ({ ...c, discount })),
    }),
    [cart, open, add, createCheckout],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
