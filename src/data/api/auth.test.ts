// Registration's and the password change's bodies: the API client refuses, unsent, what the auth
// routes refuse, with the one users schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedUnsent, sentDirect } from '@/test/refusal-checks';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { changePassword, register } from './auth';

let h: SyncHarness;
beforeAll(async () => {
  h = await startSyncHarness();
});
afterAll(() => h.close());

const refused = (call: () => Promise<unknown>) => refusedUnsent(h, call);

describe('users bodies refused alike by the client and the server', () => {
  it('a username over 60 characters', async () => {
    const body = { username: 'x'.repeat(61), email: 'long@evora.example', password: 'Runway09!' };
    expect(await refused(() => register(h.api, body))).toBe(
      'Not sent: username is not what the server accepts',
    );
    expect(await sentDirect(h, 'POST', 'auth/local/register', body)).toEqual({
      status: 400,
      fields: ['username'],
    });
  });

  it('a new password that is not strong', async () => {
    const body = { currentPassword: 'Desk!2026', password: 'runway09', passwordConfirmation: 'runway09' };
    expect(await refused(() => changePassword(h.api, body))).toBe(
      'Not sent: password is not what the server accepts',
    );
    expect(await sentDirect(h, 'POST', 'auth/change-password', body)).toEqual({
      status: 400,
      fields: ['password'],
    });
  });
});
