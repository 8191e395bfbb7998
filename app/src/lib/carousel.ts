// The smart-light carousel's logic, kept free of React so it can be tested: the index
// wraps at both ends, and a click lock ignores rapid repeat clicks.

/** Auto-advance interval of the home page's smart-light carousel. */
export const AUTO_ADVANCE_MS = 5000;
/** After an accepted click, further clicks are ignored for this long. */
export const CLICK_LOCK_MS = 600;

/** The index after `index`; past the last slide comes the first. */
export function next(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

/** The index before `index`; before the first slide comes the last. */
export function previous(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index - 1) % count) + count) % count;
}

export interface ClickLock {
  /** True (and the lock starts anew) when `ms` have passed since the last accepted click. */
  tryAcquire(): boolean;
}

/** A lock that accepts a click, then ignores clicks until `ms` milliseconds have passed. */
export function createClickLock(ms: number = CLICK_LOCK_MS, now: () => number = () => Date.now()): ClickLock {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryAcquire() {
      const t = now();
      if (t - last < ms) return false;
      last = t;
      return true;
    },
  };
}
