import { describe, expect, it } from 'vitest';
import { canCancel, pilotStatusOf } from './request-status';

describe('pilotStatusOf and canCancel', () => {
  it.each([
    [{ status: 'pending', permission: null }, 'pending', true],
    [{ status: 'pending', permission: true }, 'accepted', true],
    [{ status: 'pending', permission: false }, 'rejected', false],
    [{ status: 'parked', permission: true }, 'arrived', false],
    [{ status: 'finished', permission: true }, 'departed', false],
    [{ status: 'cancelled', permission: true }, 'cancelled', false],
    [{ status: 'no_show', permission: true }, 'noShow', false],
  ] as const)('%o is %s (cancellable: %s)', (landing, status, cancellable) => {
    expect(pilotStatusOf(landing)).toBe(status);
    expect(canCancel(landing)).toBe(cancellable);
  });
});
