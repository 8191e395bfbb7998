import { describe, expect, it } from "vitest";
import { COUNTDOWN_DAYS, COUNTDOWN_MS, countdownTarget, FULL_COUNTDOWN, remaining } from "./countdown";

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("remaining", () => {
  it("splits the time left exactly into days, hours, minutes and seconds", () => {
    const now = 1_700_000_000_000;
    expect(remaining(now + 3 * D + 4 * H + 5 * M + 6 * S, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
    expect(remaining(now + 23 * H + 59 * M + 59 * S, now)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(remaining(now + 60 * S, now)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(remaining(now + 1 * S, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it("shows the full 45 days at the start, and one second less a second later", () => {
    const start = 1_700_000_000_000;
    const target = countdownTarget(start);
    expect(COUNTDOWN_DAYS).toBe(45);
    expect(target - start).toBe(45 * D);
    expect(COUNTDOWN_MS).toBe(45 * D);
    expect(remaining(target, start)).toEqual({ days: 45, hours: 0, minutes: 0, seconds: 0 });
    expect(remaining(target, start)).toEqual(FULL_COUNTDOWN);
    expect(remaining(target, start + S)).toEqual({ days: 44, hours: 23, minutes: 59, seconds: 59 });
  });

  it("counts a started second as whole, so a late tick does not skip one", () => {
    const now = 0;
    expect(remaining(10 * S - 3, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10 });
    expect(remaining(1, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it("is zero at the target and after it, never negative", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(remaining(5000, 5000)).toEqual(zero);
    expect(remaining(5000, 5001)).toEqual(zero);
    expect(remaining(5000, 5000 + 3 * D)).toEqual(zero);
    expect(remaining(Number.NaN, 0)).toEqual(zero);
  });
});
