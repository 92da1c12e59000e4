// The password reset by mail from the desk's side (docs/decisions/0023), against our real server
// in-process: one answer for a known and an unknown address, the mail's code signs in on this
// device and ends every other session, and a used code is refused as such.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/data/api/auth';
import { type AppServices, createAppServices } from '@/data/app-services';
import { memoryStorage } from '@/test/memory-storage';
import { OWNER } from '@/test/sync-harness';
import { resetCodeFor } from '../../../server/src/testing/session-cookies';
import { startTestServer } from '../../../server/src/testing/test-server';
import { askForReset, chooseNewPassword } from './password-reset';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TestServer;
let services: AppServices;

beforeEach(async () => {
  server = await startTestServer();
  services = createAppServices({ baseUrl: `${server.url}/api`, storage: memoryStorage() });
});
afterEach(() => server.close());

/** Whether a token still opens the account's own record. */
const opens = async (jwt: string): Promise<number> =>
  (await fetch(`${server.url}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } })).status;

describe('asking for a reset', () => {
  it('gives the same outcome for a known and an unknown address, and mails only the known one', async () => {
    expect(await askForReset(services, ` ${OWNER.email} `)).toEqual({ ok: true });
    expect(await askForReset(services, 'nobody@example.com')).toEqual({ ok: true });
    expect(await resetCodeFor(server.db, OWNER.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await resetCodeFor(server.db, 'nobody@example.com')).toBeNull();
  });
});

describe('choosing a new password', () => {
  it('signs in here with the new password, ends the other sessions, and refuses the code a second time', async () => {
    const elsewhere = (await login(services.api, OWNER.email, OWNER.password)).jwt;
    expect(await opens(elsewhere)).toBe(200);
    await askForReset(services, OWNER.email);
    const code = (await resetCodeFor(server.db, OWNER.email)) ?? '';

    const input = { code, password: 'Reset!2026x', passwordConfirmation: 'Reset!2026x' };
    expect(await chooseNewPassword(services, input)).toEqual({ ok: true });
    const session = services.session.read();
    expect(session).toMatchObject({ userId: expect.any(Number), clubId: expect.any(Number) });
    expect(await opens(session.token ?? '')).toBe(200);
    expect(await opens(elsewhere)).toBe(401);
    expect((await login(services.api, OWNER.email, 'Reset!2026x')).jwt).toEqual(expect.any(String));

    const again = await chooseNewPassword(services, {
      ...input,
      password: 'Again!2026x',
      passwordConfirmation: 'Again!2026x',
    });
    expect(again).toMatchObject({
      ok: false,
      codeRefused: true,
      message: { id: 'validation.reset.codeInvalid' },
    });
  });
});
