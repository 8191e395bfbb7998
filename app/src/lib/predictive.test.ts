import { afterEach, describe, expect, it, vi } from "vitest";
import type { Results } from "../generated/Results";
import { cached, normalized, predict, remember, retryDelay } from "./predictive";

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

describe("asking the server", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body?: Results) =>
    vi.stubGlobal("fetch", vi.fn(async () => new Response(body ? JSON.stringify(body) : "{}", { status })));

  it("asks again when the answer was cut short, and does not keep it", async () => {
    answer(200, { ...results("stikk"), incomplete: true });
    const first = await predict("da", "stikk", new AbortController().signal);
    expect(first).toEqual({ results: { ...results("stikk"), incomplete: true }, again: true });
    expect(cached("da", "stikk")).toBeNull();
    answer(200, results("stikk"));
    expect((await predict("da", "stikk", new AbortController().signal)).again).toBe(false);
    expect(cached("da", "stikk")?.query).toBe("stikk");
  });

  it("asks again after a server's failure, not after a refusal for asking too often", async () => {
    answer(503);
    expect(await predict("da", "kabel", new AbortController().signal)).toEqual({ results: null, again: true });
    answer(429);
    expect(await predict("da", "kabel", new AbortController().signal)).toEqual({ results: null, again: false });
    expect([0, 1, 2].map(retryDelay)).toEqual([250, 500, 1000]);
  });
});
