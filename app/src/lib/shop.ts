// Shop types: the fields of the specification's Shop product, generated from
// server/shop/mod.rs.
import type { Product } from "../generated/Product";
import type { Variant } from "../generated/Variant";

export type { Collection } from "../generated/Collection";
export type { Image } from "../generated/Image";
export type { Money } from "../generated/Money";
export type { Product } from "../generated/Product";
export type { SelectedOption } from "../generated/SelectedOption";
export type { Variant } from "../generated/Variant";

/** The variant that has exactly these option values, if any. */
export function findVariant(product: Product, selected: Record<string, string>): Variant | undefined {
  return product.variants.find((v) => v.selectedOptions.every((o) => selected[o.name] === o.value));
}
