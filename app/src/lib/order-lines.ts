// What an order line's variant is, in words the customer cannot take for the quantity:
// a pack-size variant titled "1 stk." beside the quantity "1 stk." read as one thing
// said twice. Each part is labelled with its option's name ("Pakke: 1 stk."), or as a
// variant when only a title is known (Shopify's lines, orders placed before the
// options were kept). server/shop/mod.rs (`variant_of`) writes the mail's the same way.
import type { T } from "./i18n";
import type { SelectedOption } from "../generated/SelectedOption";

export interface VariantOfLine {
  variantTitle?: string | null;
  options?: SelectedOption[];
}

/** "Pakke: 1 stk.", "Materiale: Messing, Størrelse: Ø45 cm", "Variant: Hvid", or null
 * for a product's only variant (Shopify titles it "Default Title"). */
export function variantLabel(line: VariantOfLine, t: T): string | null {
  if (line.options && line.options.length > 0)
    return line.options.map((o) => t("order-line-option", { name: o.name, value: o.value })).join(", ");
  const title = line.variantTitle?.trim();
  if (!title || title === "Default Title") return null;
  return t("order-line-variant", { value: title });
}
