// Owns the in-memory sign-in counters (one process serves the desk, so maps are enough): a hard
// limit per address and account, and per account a growing delay instead of a lock-out.
// The per-address limit over every auth route is @fastify/rate-limit's, set in routes/auth.ts.

/** The first delay once an account is over its failures, doubling on each further failure. */
export const FIRST_DELAY_MS = 250;
/** The longest an attempt is held: slow enough for a guesser, never a lock-out for the owner. */
export const MAX_DELAY_MS = 5000;

/** Counts per key in fixed windows; entries past their window are swept once the map grows. */
class WindowCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  count(key: string): number {
    const entry = this.entries.get(key);
    return entry && entry.resetAt > this.now() ? entry.count : 0;
  }

  /** Adds one and returns the new count in this window. */
  add(key: string): number {
    const at = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > at) return ++entry.count;
    if (this.entries.size > 10_000) this.sweep(at);
    this.entries.set(key, { count: 1, resetAt: at + this.windowMs });
    return 1;
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private sweep(at: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= at) this.entries.delete(key);
  }
}

/**
 * `account` is one key per account whichever identifier was typed (its id), or the typed
 * identifier when no account has it, so an unknown name is slowed exactly like a known one.
 */
export class LoginThrottle {
  private readonly attempts: WindowCounter;
  private readonly failures: WindowCounter;

  constructor(
    private readonly max: number,
    windowMs: number,
    now: () => number = Date.now,
  ) {
    this.attempts = new WindowCounter(windowMs, now);
    this.failures = new WindowCounter(windowMs, now);
  }

  /** Records an attempt from `ip` on `account`; false once that pair is over `max` in the window. */
  allow(ip: string, account: string): boolean {
    return this.attempts.add(`${ip}\n${account}`) <= this.max;
  }

  /** How long to hold an attempt on `account`: nothing until it has failed `max` times in the window. */
  delayMs(account: string): number {
    const over = this.failures.count(account) - this.max;
    return over < 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** over, MAX_DELAY_MS);
  }

  failed(account: string): void {
    this.failures.add(account);
  }

  /** The right password ends the slow-down: whoever guessed before, the owner is back in. */
  succeeded(account: string): void {
    this.failures.clear(account);
  }
}
