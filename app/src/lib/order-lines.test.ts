import { describe, expect, it } from "vitest";
import type { T } from "./i18n";
import { variantLabel } from "./order-lines";

// The Danish messages, as the catalogue writes them.
const t: T = (id, args = {}) =>
  id === "order-line-option" ? `${args.name}: ${args.value}` : id === "order-line-variant" ? `Variant: ${args.value}` : id;

describe("variantLabel", () => {
  it("labels each option with its name", () => {
    expect(variantLabel({ variantTitle: "1 stk.", options: [{ name: "Pakke", value: "1 stk." }] }, t)).toBe("Pakke: 1 stk.");
    expect(
      variantLabel({ variantTitle: "Messing / Ø45 cm", options: [{ name: "Materiale", value: "Messing" }, { name: "Størrelse", value: "Ø45 cm" }] }, t),
    ).toBe("Materiale: Messing, Størrelse: Ø45 cm");
  });

  it("labels a title without options as the variant", () => {
    expect(variantLabel({ variantTitle: "Hvid" }, t)).toBe("Variant: Hvid");
    expect(variantLabel({ variantTitle: "Hvid", options: [] }, t)).toBe("Variant: Hvid");
  });

  it("says nothing of a product's only variant", () => {
    expect(variantLabel({ variantTitle: "Default Title" }, t)).toBeNull();
    expect(variantLabel({ variantTitle: null }, t)).toBeNull();
    expect(variantLabel({ variantTitle: " " }, t)).toBeNull();
    expect(variantLabel({}, t)).toBeNull();
  });
});
