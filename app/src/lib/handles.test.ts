import { describe, expect, it } from "vitest";
import { handleFrom } from "./handles";

describe("a handle from a title", () => {
  it("spells out Danish letters and joins the words by single hyphens", () => {
    expect(handleFrom("Smart LED-pære E27")).toBe("smart-led-paere-e27");
    expect(handleFrom("Lamper til haven")).toBe("lamper-til-haven");
    expect(handleFrom("  Østerport / Ålborg  ")).toBe("oesterport-alborg");
    expect(handleFrom("x".repeat(300))).toHaveLength(255);
  });
});
