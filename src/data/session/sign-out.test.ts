// Ending sessions on the server from the desk (docs/decisions/0023), against our real server
// in-process: LOGOUT stops this sign-in's token at once, "sign out everywhere" stops every
// sign-in of the account, and a server that cannot be reached leaves LOGOUT working here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '@/data/api/auth';
import { type AppServices, createAppServices } from '@/data/app-services';
import { memoryStorage } from '@/test/memory-storage';
import { OWNER } from '@/test/sync-harness';
import { createTestNetwork, type TestNetwork } from '@/test/test-network';
import { startTestServer } from '../../../server/src/testing/test-server';
import { endSessionOnServer, signOutEverywhere } from './sign-out';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let server: TestServer;
let network: TestNetwork;
let services: AppServices;

beforeEach(async () => {
  server = await startTestServer();
  network = createTestNetwork();
  services = createAppServices({
    baseUrl: `${server.url}/api`,
    fetch: network.fetch,
    storage: memoryStorage(),
  });
  const { jwt, userId } = await login(services.api, OWNER.email, OWNER.password);
  services.session.write({ token: jwt, userId, clubId: 1 });
  await services.server.detect();
});
afterEach(() => server.close());

const opens = async (jwt: string | null): Promise<number> =>
  (await fetch(`${server.url}/api/users/me`, { headers: { Authorization: `Bearer ${jwt ?? ''}` } })).status;

describe('LOGOUT', () => {
  it('ends this session on the server: its token stops at once', async () => {
    const { token } = services.session.read();
    const other = (await login(services.api, OWNER.email, OWNER.password)).jwt;
    await endSessionOnServer(services);
    expect(await opens(token)).toBe(401);
    expect(await opens(other)).toBe(200);
  });

  it('returns without throwing when the server cannot be reached', async () => {
    network.offline = true;
    await expect(endSessionOnServer(services)).resolves.toBeUndefined();
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the account and clears this one', async () => {
    const { token } = services.session.read();
    const other = (await login(services.api, OWNER.email, OWNER.password)).jwt;
    await signOutEverywhere(services);
    expect(services.session.read().token).toBeNull();
    expect(await opens(token)).toBe(401);
    expect(await opens(other)).toBe(401);
  });

  it('throws when the server cannot be reached, and keeps the session here', async () => {
    network.offline = true;
    const before = services.session.read().token;
    await expect(signOutEverywhere(services)).rejects.toThrow();
    expect(services.session.read().token).toBe(before);
  });
});
