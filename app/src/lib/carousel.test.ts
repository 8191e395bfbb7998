import { describe, expect, it } from "vitest";
import { AUTO_ADVANCE_MS, CLICK_LOCK_MS, createClickLock, next, previous } from "./carousel";

describe("carousel index", () => {
  it("moves forward and wraps from the last slide to the first", () => {
    expect(next(0, 3)).toBe(1);
    expect(next(1, 3)).toBe(2);
    expect(next(2, 3)).toBe(0);
  });

  it("moves back and wraps from the first slide to the last", () => {
    expect(previous(2, 3)).toBe(1);
    expect(previous(1, 3)).toBe(0);
    expect(previous(0, 3)).toBe(2);
  });

  it("stays on the only slide when there is one", () => {
    expect(next(0, 1)).toBe(0);
    expect(previous(0, 1)).toBe(0);
  });

  it("answers 0 when there are no slides, and brings an out-of-range index back in", () => {
    expect(next(0, 0)).toBe(0);
    expect(previous(0, 0)).toBe(0);
    expect(next(5, 3)).toBe(0);
    expect(previous(-1, 3)).toBe(1);
  });
});

describe("click lock", () => {
  it("uses the specification's constants", () => {
    expect(AUTO_ADVANCE_MS).toBe(5000);
    expect(CLICK_LOCK_MS).toBe(600);
  });

  it("accepts the first click, ignores clicks within 600 ms, and accepts again after", () => {
    let clock = 10_000;
    const lock = createClickLock(600, () => clock);
    expect(lock.tryAcquire()).toBe(true);
    clock += 1;
    expect(lock.tryAcquire()).toBe(false);
    clock += 598; // 599 ms after the accepted click
    expect(lock.tryAcquire()).toBe(false);
    clock += 1; // 600 ms
    expect(lock.tryAcquire()).toBe(true);
    clock += 300;
    expect(lock.tryAcquire()).toBe(false);
    clock += 300;
    expect(lock.tryAcquire()).toBe(true);
  });

  it("measures from the last accepted click, not from ignored ones", () => {
    let clock = 0;
    const lock = createClickLock(600, () => clock);
    expect(lock.tryAcquire()).toBe(true);
    for (clock = 100; clock < 600; clock += 100) expect(lock.tryAcquire()).toBe(false);
    clock = 600;
    expect(lock.tryAcquire()).toBe(true);
  });

  it("defaults to 600 ms", () => {
    let clock = 0;
    const lock = createClickLock(undefined, () => clock);
    expect(lock.tryAcquire()).toBe(true);
    clock = 599;
    expect(lock.tryAcquire()).toBe(false);
    clock = 600;
    expect(lock.tryAcquire()).toBe(true);
  });
});
