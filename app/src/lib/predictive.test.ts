import { describe, expect, it } from "vitest";
import type { Results } from "../generated/Results";
import { cached, normalized, remember } from "./predictive";

const results = (query: string): Results => ({ query, products: [], productTotal: 0, collections: [], services: [], pages: [], incomplete: false });

describe("the predictive search's answers", () => {
  it("normalise like the server: spaces collapsed, lower-case, 100 characters", () => {
    expect(normalized("  Udendørs   LAMPE ")).toBe("udendørs lampe");
    expect(normalized("x".repeat(150))).toHaveLength(100);
  });

  it("are kept a minute per language and query", () => {
    remember("da", "lampe", results("lampe"), 1_000);
    expect(cached("da", "lampe", 30_000)?.query).toBe("lampe");
    expect(cached("en", "lampe", 30_000)).toBeNull();
    expect(cached("da", "lampe", 61_001)).toBeNull();
  });

  it("keep only the newest thirty", () => {
    for (let i = 0; i < 40; i++) remember("da", `q${i}`, results(`q${i}`), 5_000);
    expect(cached("da", "q0", 6_000)).toBeNull();
    expect(cached("da", "q9", 6_000)).toBeNull();
    expect(cached("da", "q10", 6_000)?.query).toBe("q10");
    expect(cached("da", "q39", 6_000)?.query).toBe("q39");
  });
});
