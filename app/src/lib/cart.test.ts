import { describe, expect, it } from "vitest";
import {
  addItem, type CartItem, cartDiscount, cartTotal, checkoutLink, clearCart, emptyCart, itemCount, leftToFreeShipping, loadCart, removeItem,
  saveCart, shippingFor, STORAGE_KEY, updateQuantity,
} from "./cart";

const item = (variantId: string, amount: string, quantity = 1, currencyCode = "DKK"): CartItem => ({
  product: { id: "p", title: `Produkt ${variantId}`, handle: "p", images: [{ url: "/x.svg", altText: null }] },
  variantId,
  variantTitle: "Hvid",
  price: { amount, currencyCode },
  quantity,
  selectedOptions: [{ name: "Farve", value: "Hvid" }],
});

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe("cart operations", () => {
  it("adds a new line, and raises the quantity of the same variant by the amount added", () => {
    let cart = addItem(emptyCart, item("a", "89.00"));
    cart = addItem(cart, item("b", "10.00"));
    cart = addItem(cart, item("a", "89.00", 2));
    expect(cart.items.map((i) => [i.variantId, i.quantity])).toEqual([["a", 3], ["b", 1]]);
  });

  it("updates quantities, and 0 or less removes the line", () => {
    let cart = addItem(addItem(emptyCart, item("a", "1.00")), item("b", "1.00"));
    cart = updateQuantity(cart, "a", 5);
    expect(cart.items[0].quantity).toBe(5);
    expect(updateQuantity(cart, "a", 0).items.map((i) => i.variantId)).toEqual(["b"]);
    expect(updateQuantity(cart, "b", -1).items.map((i) => i.variantId)).toEqual(["a"]);
  });

  it("removes a line", () => {
    const cart = addItem(addItem(emptyCart, item("a", "1.00")), item("b", "1.00"));
    expect(removeItem(cart, "a").items.map((i) => i.variantId)).toEqual(["b"]);
    expect(removeItem(cart, "zzz").items).toHaveLength(2);
  });

  it("clears items, cart id and checkout URL", () => {
    const cart = { ...addItem(emptyCart, item("a", "1.00")), cartId: "c1", checkoutUrl: "https://x/checkout" };
    expect(clearCart(cart)).toEqual({ ...emptyCart });
  });

  it("counts items across lines", () => {
    expect(itemCount(addItem(addItem(emptyCart, item("a", "1.00", 2)), item("b", "1.00", 3)))).toBe(5);
  });
});

describe("cart total", () => {
  it("is the sum of price times quantity with two decimals in the first item's currency", () => {
    const cart = addItem(addItem(emptyCart, item("a", "89.00", 3)), item("b", "0.10", 3, "EUR"));
    expect(cartTotal(cart)).toEqual({ amount: "267.30", currencyCode: "DKK" });
  });
  it("adds cents exactly", () => {
    expect(cartTotal(addItem(addItem(emptyCart, item("a", "0.10")), item("b", "0.20"))).amount).toBe("0.30");
  });
  it("is 0.00 DKK when empty", () => {
    expect(cartTotal(emptyCart)).toEqual({ amount: "0.00", currencyCode: "DKK" });
  });
});

describe("free shipping", () => {
  it("tells how much is left to 750 kr, to the øre, and nothing from there", () => {
    expect(leftToFreeShipping(addItem(emptyCart, item("a", "749.99")))).toBe(1);
    expect(leftToFreeShipping(addItem(emptyCart, item("a", "89.00", 3)))).toBe(75_000 - 26_700);
    expect(leftToFreeShipping(addItem(emptyCart, item("a", "375.00", 2)))).toBe(0);
  });
  it("counts a known code's percent off the goods before the line, and forgets it with the cart", () => {
    const cart = { ...addItem(emptyCart, item("a", "801.00")), discount: { code: "NORDLYS10-ABC123", percent: 10 } };
    expect(cartDiscount(cart)).toBe(8_010);
    expect(leftToFreeShipping(cart)).toBe(75_000 - 72_090);
    expect(cartDiscount({ ...cart, discount: { code: "SHOPIFY", percent: null } })).toBe(0);
    expect(clearCart(cart).discount).toBeNull();
  });
  it("the checkout shows the server's rule: the fee below 750 kr, free from there and at pick-up", () => {
    expect(shippingFor(74_999, "parcel", 4_900, 75_000)).toBe(4_900);
    expect(shippingFor(75_000, "parcel", 4_900, 75_000)).toBe(0);
    expect(shippingFor(100, "pickup", 4_900, 75_000)).toBe(0);
  });
});

describe("checkout link", () => {
  it("appends channel=online_store", () => {
    expect(checkoutLink("https://shop.example/cart/c/1")).toBe("https://shop.example/cart/c/1?channel=online_store");
    expect(checkoutLink("https://shop.example/cart/c/1?key=2")).toBe("https://shop.example/cart/c/1?key=2&channel=online_store");
  });
});

describe("persistence under shopify-cart", () => {
  it("saves items, cart id and checkout URL, not the loading flag", () => {
    const storage = new MemoryStorage();
    const cart = { ...addItem(emptyCart, item("a", "1.00")), cartId: "c", isLoading: true };
    saveCart(storage, cart);
    const saved = JSON.parse(storage.getItem(STORAGE_KEY)!);
    expect(saved.state.isLoading).toBeUndefined();
    expect(loadCart(storage)).toEqual({ ...cart, isLoading: false });
  });
  it("survives missing or corrupt storage", () => {
    const storage = new MemoryStorage();
    expect(loadCart(storage)).toEqual(emptyCart);
    storage.setItem(STORAGE_KEY, "{not json");
    expect(loadCart(storage)).toEqual(emptyCart);
  });
});
