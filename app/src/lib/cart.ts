// The cart: pure operations on its state (its state and storage: lib/cart-store.ts).
import type { CartItem, CartProduct, CartState } from "./cart-store";
import { toCents } from "./format";
import type { Money, Product } from "./shop";

export * from "./cart-store";

export function cartProduct(product: Product): CartProduct {
  return { id: product.id, title: product.title, handle: product.handle, images: product.images.slice(0, 1) };
}

/** Adds a line; the same variant again raises its quantity by the amount added. */
export function addItem(state: CartState, item: CartItem): CartState {
  const existing = state.items.find((i) => i.variantId === item.variantId);
  const items = existing
    ? state.items.map((i) => (i.variantId === item.variantId ? { ...i, quantity: i.quantity + item.quantity } : i))
    : [...state.items, item];
  return { ...state, items };
}

/** Sets a line's quantity; 0 or less removes the line. */
export function updateQuantity(state: CartState, variantId: string, quantity: number): CartState {
  if (quantity <= 0) return removeItem(state, variantId);
  return { ...state, items: state.items.map((i) => (i.variantId === variantId ? { ...i, quantity } : i)) };
}

export function removeItem(state: CartState, variantId: string): CartState {
  return { ...state, items: state.items.filter((i) => i.variantId !== variantId) };
}

/** Empties the cart and forgets the remote cart, its checkout URL and the code. */
export function clearCart(state: CartState): CartState {
  return { ...state, items: [], cartId: null, checkoutUrl: null, discount: null };
}

/** The discount the cart's code gives on its goods, in øre (0 without a known percent). */
export function cartDiscount(state: CartState): number {
  const percent = state.discount?.percent ?? 0;
  return Math.round((toCents(cartTotal(state).amount) * percent) / 100);
}

/**
 * Sum of unit price x quantity, two decimals, in the first item's currency. An empty
 * cart is in DKK, the shop's currency (the specification's USD default read "USD 0.00"
 * in a Danish shop).
 */
export function cartTotal(state: CartState): Money {
  // Cents as integers so 0.1 + 0.2 stays 0.30.
  const cents = state.items.reduce((sum, i) => sum + toCents(i.price.amount) * i.quantity, 0);
  return { amount: (cents / 100).toFixed(2), currencyCode: state.items[0]?.price.currencyCode ?? "DKK" };
}

/** Free delivery from 750 kr of goods (the server decides at the checkout, after any
 * discount; this is what the cart panel tells). */
export const FREE_SHIPPING_FROM_ORE = 75_000;

/** A parcel's delivery below that (server/checkout/money.rs). */
export const PARCEL_ORE = 4_900;

/** Øre left until delivery is free (0 once it is). */
export function leftToFreeShipping(state: CartState): number {
  return Math.max(0, FREE_SHIPPING_FROM_ORE - (toCents(cartTotal(state).amount) - cartDiscount(state)));
}

/** The server's shipping rule, for showing the checkout's figures as the customer
 * chooses (the server computes what is charged): the fee below the line, free from
 * it and at pick-up. Øre. */
export function shippingFor(goods: number, delivery: string, fee: number, freeFrom: number): number {
  if (delivery === "pickup") return 0;
  return goods >= freeFrom ? 0 : fee;
}

/** The URL the customer is sent to: the checkout with channel=online_store. */
export function checkoutLink(url: string): string {
  return url + (url.includes("?") ? "&" : "?") + "channel=online_store";
}


/** sessionStorage: the cart whose order is being paid on the payment provider's page
 * (its order's page empties the cart when the customer is back). */
export const PAYING_CART = "elektriker-paying-cart";
