import { describe, expect, it } from 'vitest';
import type { Landing } from '@/domain/wire/entities';
import type { OutboxEntry } from './mirror-types';
import { serverRow, shownEntries, toMirrorRow } from './patches';

const server = { id: 7, permission: null, paymentStatus: 'Pending', status: 'pending' } as unknown as Landing;
const change = (seq: number, state: OutboxEntry['state'], patch: OutboxEntry['patch']) =>
  ({ seq, state, patch }) as OutboxEntry;

describe('the row a landing shows under its changes', () => {
  it('shows every change on its way, oldest first', () => {
    const row = toMirrorRow(server, 1, [
      change(2, 'waiting', { paymentStatus: 'Paid' }),
      change(1, 'waiting', { permission: true }),
    ]);
    expect(row).toMatchObject({ permission: true, paymentStatus: 'Paid', clubId: 1 });
    expect(serverRow(row)).toEqual(server);
  });

  it('shows none from a refused or conflicting change on: the row is where the server has it', () => {
    const entries = [
      change(1, 'waiting', { permission: true }),
      change(2, 'conflict', { paymentStatus: 'Paid' }),
      change(3, 'waiting', { paymentStatus: 'Captive' }),
    ];
    expect(shownEntries(entries).map((entry) => entry.seq)).toEqual([1]);
    expect(toMirrorRow(server, 1, entries)).toMatchObject({ permission: true, paymentStatus: 'Pending' });
    const failed = toMirrorRow(server, 1, [change(1, 'failed', { permission: true })]);
    expect(failed).toMatchObject({ permission: null, _server: 'same' });
  });
});
