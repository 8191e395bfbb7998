// The cart in the browser: state persisted in local storage, the slide-out panel's
// open state, and checkout through our server (which asks the shop provider). What it
// does beyond showing its count is in lib/cart-actions.ts, loaded on the visitor's
// first sign of life on the page or at the first use.
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { type CartState, emptyCart, loadCart, saveCart } from "../lib/cart-store";
import type { CartContext as ActionContext } from "../lib/cart-actions";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import type { Product, Variant } from "../lib/shop";
import { onFirstIntent } from "../lib/widgets";
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

type Actions = typeof import("../lib/cart-actions");
let actions: Promise<Actions> | null = null;

/** The cart's actions (once; a failed load is tried again on the next call). */
function loadActions(): Promise<Actions> {
  actions ??= import("../lib/cart-actions").catch((error: unknown) => {
    actions = null;
    throw error;
  });
  return actions;
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
  // What the actions work with, as of the last render.
  const cx = useRef<ActionContext>({ setCart, setOpen, toast, t, lang });
  cx.current = { setCart, setOpen, toast, t, lang };
  const run = (action: (a: Actions, cx: ActionContext) => unknown) =>
    loadActions().then(
      (a) => action(a, cx.current),
      (error: unknown) => console.warn("the cart could not be loaded", error),
    );

  useEffect(() => {
    setCart(loadCart(window.localStorage));
    setLoaded(true);
    // Clicks before the app was interactive, or on a section whose code had not come
    // yet (an island, lib/island.tsx), added once it has.
    const early = () => {
      if (window.__cartQueue?.length || document.querySelector("[data-add-to-cart][aria-busy]")) void run((a, cx) => a.addEarlyClicks(cx, page));
    };
    early();
    window.addEventListener("islandlive", early);
    const stopIntent = onFirstIntent(() => void loadActions().catch(() => {}));
    // Another tab changed the cart.
    const onStorage = (e: StorageEvent) => e.key === "shopify-cart" && setCart(loadCart(window.localStorage));
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("islandlive", early);
      stopIntent();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (loaded) saveCart(window.localStorage, cart);
  }, [cart, loaded]);

  const value = useMemo<CartApi>(
    () => ({
      cart,
      open,
      setOpen,
      add: (product, variant, quantity) => void run((a, cx) => a.add(cx, product, variant, quantity)),
      updateQuantity: (id, q) => void run((a) => setCart((c) => a.updateQuantity(c, id, q))),
      remove: (id) => void run((a) => setCart((c) => a.removeItem(c, id))),
      clear: () => void run((a) => setCart((c) => a.clearCart(c))),
      createCheckout: () => run((a, cx) => a.createCheckout(cx, cart)).then(() => {}),
      setDiscount: (discount) => setCart((c) => ({ ...c, discount })),
    }),
    [cart, open], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
