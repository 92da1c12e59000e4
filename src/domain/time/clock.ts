// "Now" as a dependency. Fees, history totals, the sync label and today's date all depend on the
// current instant; taking a Clock instead of calling `new Date()` keeps those rules pure and lets
// tests (and the server's request handling) pin the instant they reason about.

export interface Clock {
  now(): Date;
}

/** The real wall clock. Returns a fresh Date on each call so callers may mutate it safely. */
export const systemClock: Clock = {
  now: () => new Date(),
};

/**
 * A clock stopped at one instant, for tests and for evaluating several rules against the same
 * moment (e.g. one render of the movements screen).
 * Throws on an unparseable string so a typo in a test fails loudly instead of yielding NaN dates.
 */
export function fixedClock(at: Date | string): Clock {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) {
    throw new RangeError(`fixedClock: invalid instant ${String(at)}`);
  }
  // Hand out copies: a caller doing setHours() on the result must not move the clock.
  return { now: () => new Date(ms) };
}
