import { describe, expect, it } from 'vitest';
import { LoginThrottle, MAX_DELAY_MS } from './login-throttle';

describe('LoginThrottle', () => {
  it('holds an account longer after each failure past the limit, up to the cap, and forgets after the window', () => {
    let now = 0;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    const delays = [];
    for (let i = 0; i < 9; i += 1) {
      delays.push(throttle.delayMs('account 1'));
      throttle.failed('account 1');
    }
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, MAX_DELAY_MS]);
    expect(throttle.delayMs('account 2')).toBe(0);
    now = 60_000;
    expect(throttle.delayMs('account 1')).toBe(0);
  });

  it('a right password ends the slow-down', () => {
    const throttle = new LoginThrottle(1, 60_000, () => 0);
    throttle.failed('account 1');
    throttle.failed('account 1');
    expect(throttle.delayMs('account 1')).toBe(500);
    throttle.succeeded('account 1');
    expect(throttle.delayMs('account 1')).toBe(0);
  });

  it('refuses an address on one account past the limit, not on another account nor another address', () => {
    const throttle = new LoginThrottle(2, 60_000, () => 0);
    expect([1, 2, 3].map(() => throttle.allow('10.0.0.1', 'account 1'))).toEqual([true, true, false]);
    expect(throttle.allow('10.0.0.1', 'account 2')).toBe(true);
    expect(throttle.allow('10.0.0.2', 'account 1')).toBe(true);
  });
});
