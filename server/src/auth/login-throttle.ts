// Counts sign-in attempts per identifier in a fixed window, in memory: one process serves the
// desk, so a map is enough. Complements the per-IP limit, which alone lets a botnet hammer one account.
export class LoginThrottle {
  private readonly attempts = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt; false when the identifier is over its limit for this window. */
  allow(identifier: string): boolean {
    const key = identifier.trim().toLowerCase();
    const at = this.now();
    const entry = this.attempts.get(key);
    if (!entry || entry.resetAt <= at) {
      if (this.attempts.size > 10_000) this.sweep(at);
      this.attempts.set(key, { count: 1, resetAt: at + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  private sweep(at: number): void {
    for (const [key, entry] of this.attempts) if (entry.resetAt <= at) this.attempts.delete(key);
  }
}
