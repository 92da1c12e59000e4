// Owns the per-address counts of request sends (ADR 0009): at most `max` in any `windowMs`, kept in
// memory per process. Per-email counts are durable instead: they are read from the stored requests.

export interface RequestLimits {
  perIp: { max: number; windowMs: number };
  perEmail: { max: number; windowMs: number };
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  perIp: { max: 5, windowMs: 10 * 60_000 },
  perEmail: { max: 10, windowMs: 24 * 3_600_000 },
};

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt for `key` at `nowMs`; false (and not counted) when the window is full. */
  hit(key: string, nowMs: number): boolean {
    const recent = (this.hits.get(key) ?? []).filter((at) => at > nowMs - this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(nowMs);
    this.hits.set(key, recent);
    // Forget addresses that went quiet, so the map stays as small as the last window's traffic.
    if (this.hits.size > 10_000) {
      for (const [other, times] of this.hits) {
        if (times.every((at) => at <= nowMs - this.windowMs)) this.hits.delete(other);
      }
    }
    return true;
  }
}
