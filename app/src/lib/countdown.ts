// The coming-soon page's countdown: the time left until a target, in whole units.

export const COUNTDOWN_DAYS = 45;
export const TICK_MS = 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The length of the countdown in milliseconds. */
export const COUNTDOWN_MS = COUNTDOWN_DAYS * DAY;

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What the countdown shows before its clock starts: the full 45 days. */
export const FULL_COUNTDOWN: Countdown = { days: COUNTDOWN_DAYS, hours: 0, minutes: 0, seconds: 0 };

/**
 * The time from `nowMs` to `targetMs`, split into days, hours, minutes and seconds;
 * all zero at or after the target. A started second counts as a whole one, so the
 * display reaches 0 only at the target itself (and a tick a few milliseconds late
 * does not skip a second).
 */
export function remaining(targetMs: number, nowMs: number): Countdown {
  const left = targetMs - nowMs;
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  let total = Math.ceil(left / SECOND);
  const days = Math.floor(total / 86400);
  total -= days * 86400;
  const hours = Math.floor(total / 3600);
  total -= hours * 3600;
  const minutes = Math.floor(total / 60);
  const seconds = total - minutes * 60;
  return { days, hours, minutes, seconds };
}

/** The moment the countdown ends when it starts at `startMs`. */
export function countdownTarget(startMs: number): number {
  return startMs + COUNTDOWN_MS;
}
