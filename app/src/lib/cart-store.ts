// The cart's state and its persistence in local storage under "shopify-cart" (the
// shape a zustand store persists: {state, version}): what every page needs to show
// the cart's count. What the cart does with it is in lib/cart.ts, loaded later.
import type { Money, SelectedOption } from "./shop";

/** What a cart line keeps of its product: enough to show the line. */
export interface CartProduct {
  id: string;
  title: string;
  handle: string;
  images: { url: string; altText: string | null }[];
}

export interface CartItem {
  product: CartProduct;
  variantId: string;
  variantTitle: string;
  price: Money;
  quantity: number;
  selectedOptions: SelectedOption[];
}

/** A discount code the server accepted: its percent (null: the hosted shop checks it). */
export interface CartDiscount {
  code: string;
  percent: number | null;
}

export interface CartState {
  items: CartItem[];
  cartId: string | null;
  checkoutUrl: string | null;
  isLoading: boolean;
  discount?: CartDiscount | null;
}

export const STORAGE_KEY = "shopify-cart";
export const emptyCart: CartState = { items: [], cartId: null, checkoutUrl: null, isLoading: false, discount: null };

export function itemCount(state: CartState): number {
  return state.items.reduce((n, i) => n + i.quantity, 0);
}

export function loadCart(storage: Pick<Storage, "getItem">): CartState {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return emptyCart;
    const { state } = JSON.parse(raw) as { state: Partial<CartState> };
    const items = Array.isArray(state?.items) ? state.items.filter((i) => i && typeof i.variantId === "string" && i.quantity > 0) : [];
    const discount = state?.discount && typeof state.discount.code === "string" ? state.discount : null;
    return { items, cartId: state?.cartId ?? null, checkoutUrl: state?.checkoutUrl ?? null, isLoading: false, discount };
  } catch {
    return emptyCart;
  }
}

export function saveCart(storage: Pick<Storage, "setItem">, state: CartState) {
  const { items, cartId, checkoutUrl, discount } = state;
  storage.setItem(STORAGE_KEY, JSON.stringify({ state: { items, cartId, checkoutUrl, discount: discount ?? null }, version: 0 }));
}
