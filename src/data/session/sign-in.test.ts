// Signing in against the real server in-process (fresh seeded SQLite): what the session holds
// afterwards, and the one message for each way it can fail (docs/product.md#sign-in).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppServices, createAppServices } from '@/data/app-services';
import { memoryStorage } from '@/test/memory-storage';
import { OWNER } from '@/test/sync-harness';
import { createTestNetwork, type TestNetwork } from '@/test/test-network';
import { startTestServer } from '../../../server/src/testing/test-server';
import { SIGN_IN_ERROR, SIGN_IN_OFFLINE, signIn } from './sign-in';

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
});

afterEach(async () => {
  await server.close();
});

describe('signIn', () => {
  it('stores the token, the user and their club once both are known', async () => {
    expect(await signIn(services, ` ${OWNER.email} `, OWNER.password)).toEqual({ ok: true });
    const session = services.session.read();
    expect(session.token).toEqual(expect.any(String));
    expect(session.userId).toEqual(expect.any(Number));
    expect(session.clubId).toEqual(expect.any(Number));
  });

  it('answers a wrong password with the one sign-in error and stores nothing', async () => {
    expect(await signIn(services, OWNER.email, 'not the password')).toEqual({
      ok: false,
      message: SIGN_IN_ERROR,
    });
    expect(services.session.read()).toEqual({ token: null, userId: null, clubId: null });
  });

  it('says a connection is needed when there is none and no session to continue with', async () => {
    network.offline = true;
    expect(await signIn(services, OWNER.email, OWNER.password)).toEqual({
      ok: false,
      message: SIGN_IN_OFFLINE,
    });
  });
});
