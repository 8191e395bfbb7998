// Shop types: the fields of the specification's Shop product (server/shop/mod.rs).
export interface Money {
  amount: string;
  currencyCode: string;
}
export interface Image {
  url: string;
  altText: string | null;
}
export interface SelectedOption {
  name: string;
  value: string;
}
export interface Variant {
  id: string;
  title: string;
  price: Money;
  availableForSale: boolean;
  selectedOptions: SelectedOption[];
}
export interface Product {
  id: string;
  title: string;
  description: string;
  handle: string;
  priceRange: { minVariantPrice: Money };
  images: Image[];
  variants: Variant[];
  options: { name: string; values: string[] }[];
}
export interface Collection {
  handle: string;
  title: string;
  description: string;
  products: Product[];
}

/** The variant that has exactly these option values, if any. */
export function findVariant(product: Product, selected: Record<string, string>): Variant | undefined {
  return product.variants.find((v) => v.selectedOptions.every((o) => selected[o.name] === o.value));
}
