// For the tests that show the desk and the server refusing the same body (ADR 0015): a call the
// API client refuses without sending anything, and the same body sent straight to the server.
import { expect } from 'vitest';
import { isApiError } from '@/data/api/api-errors';
import type { SyncHarness } from './sync-harness';

/** The client's refusal message; fails the test if the call succeeded or reached the server. */
export async function refusedUnsent(h: SyncHarness, call: () => Promise<unknown>): Promise<string> {
  const sentBefore = h.network.sent.length;
  const failure = await call().then(
    () => null,
    (error: unknown) => error,
  );
  expect(h.network.sent.length).toBe(sentBefore);
  if (!isApiError(failure)) throw new Error(`not refused: ${String(failure)}`);
  expect(failure.status).toBe(400);
  expect(failure.errorName).toBe('ValidationError');
  return failure.message;
}

/** The body sent past the client's check, as the harness's account: the status and the fields named. */
export async function sentDirect(h: SyncHarness, method: string, path: string, body: unknown) {
  const token = h.session.read().token;
  const response = await fetch(`${h.server.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const { error } = (await response.json()) as { error?: { details: { errors?: { path: unknown[] }[] } } };
  return { status: response.status, fields: (error?.details.errors ?? []).map((e) => e.path.join('.')) };
}
