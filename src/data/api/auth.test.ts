// Registration's and the password change's bodies: the API client refuses, unsent, what the auth
// routes refuse, with the one users schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SyncHarness, startSyncHarness } from '@/test/sync-harness';
import { changePassword, register } from './auth';
import { isApiError } from './errors';

let h: SyncHarness;
beforeAll(async () => {
  h = await startSyncHarness();
});
afterAll(() => h.close());

async function refusedUnsent(call: () => Promise<unknown>): Promise<string> {
  const sentBefore = h.network.sent.length;
  const failure = await call().then(
    () => null,
    (error: unknown) => error,
  );
  expect(h.network.sent.length).toBe(sentBefore);
  if (!isApiError(failure)) throw new Error(`not refused: ${String(failure)}`);
  return failure.message;
}

const post = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${h.server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const { error } = (await response.json()) as { error: { details: { errors?: { path: unknown[] }[] } } };
  return { status: response.status, fields: (error.details.errors ?? []).map((e) => e.path.join('.')) };
};

describe('users bodies refused alike by the client and the server', () => {
  it('a username over 60 characters', async () => {
    const body = { username: 'x'.repeat(61), email: 'long@evora.example', password: 'Runway09!' };
    expect(await refusedUnsent(() => register(h.api, body))).toBe(
      'Not sent: username is not what the server accepts',
    );
    expect(await post('auth/local/register', body)).toEqual({ status: 400, fields: ['username'] });
  });

  it('a new password that is not strong', async () => {
    const body = { currentPassword: 'Desk!2026', password: 'runway09', passwordConfirmation: 'runway09' };
    expect(await refusedUnsent(() => changePassword(h.api, body))).toBe(
      'Not sent: password is not what the server accepts',
    );
    expect(await post('auth/change-password', body, h.session.read().token ?? '')).toEqual({
      status: 400,
      fields: ['password'],
    });
  });
});
