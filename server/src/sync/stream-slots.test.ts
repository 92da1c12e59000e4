import { describe, expect, it } from 'vitest';
import { createStreamSlots } from './stream-slots';

describe('stream slots', () => {
  it('refuse past the limit per account, per address and in all, and give a slot back once', () => {
    const slots = createStreamSlots({ perAccount: 2, perAddress: 3, total: 4 });
    const a1 = slots.take('user:1', '10.0.0.1');
    expect(a1).not.toBeNull();
    expect(slots.take('user:1', '10.0.0.2')).not.toBeNull();
    expect(slots.take('user:1', '10.0.0.3')).toBeNull();
    expect(slots.take('user:2', '10.0.0.1')).not.toBeNull();
    expect(slots.take('user:3', '10.0.0.1')).not.toBeNull();
    expect(slots.take('user:4', '10.0.0.1')).toBeNull();
    expect(slots.open()).toBe(4);
    expect(slots.take('user:5', '10.0.0.9')).toBeNull();
    a1?.();
    a1?.();
    expect(slots.open()).toBe(3);
    expect(slots.take('user:5', '10.0.0.9')).not.toBeNull();
  });
});
