import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './send-limits';

describe('SlidingWindowLimiter', () => {
  it('allows max hits in any window, per key, and frees them as the window slides', () => {
    const limiter = new SlidingWindowLimiter(2, 1000);
    expect(limiter.hit('a', 0)).toBe(true);
    expect(limiter.hit('a', 500)).toBe(true);
    expect(limiter.hit('a', 900)).toBe(false);
    expect(limiter.hit('b', 900)).toBe(true);
    expect(limiter.hit('a', 1001)).toBe(true);
    expect(limiter.hit('a', 1200)).toBe(false);
    expect(limiter.hit('a', 1501)).toBe(true);
  });
});
