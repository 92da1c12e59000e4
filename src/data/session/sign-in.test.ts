// Signing in against the real server in-process (fresh seeded SQLite): what the session holds
// afterwards, and the one message for each way it can fail (docs/product.md#sign-in).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppServices, createAppServices } from '@/data/app-services';
import { documentKey } from '@/domain/wire/document-key';
import { memoryStorage } from '@/test/memory-storage';
import { OWNER } from '@/test/sync-harness';
import { createTestNetwork, type TestNetwork } from '@/test/test-network';
import { startTestServer } from '../../../server/src/testing/test-server';
import strapi5SignIn from '../../../tests/strapi5/samples/auth-local.json';
import strapi5Capabilities from '../../../tests/strapi5/samples/capabilities.json';
import strapi5Owner from '../../../tests/strapi5/samples/users-id-with-club.json';
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

  it("tells our server the language the desk speaks, the browser's when none was chosen, for the owner's mails", async () => {
    vi.stubGlobal('navigator', { languages: ['pt-PT', 'en'], onLine: true });
    try {
      expect(await signIn(services, OWNER.email, OWNER.password)).toEqual({ ok: true });
      const locale = () =>
        server.db
          .selectFrom('users')
          .select('locale')
          .where('email', '=', OWNER.email)
          .executeTakeFirstOrThrow();
      await vi.waitFor(async () => expect(await locale()).toEqual({ locale: 'pt' }));
    } finally {
      vi.unstubAllGlobals();
    }
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

  it("signs in to a Strapi 5 from the real peer's recorded answers, and knows its club by the club's document", async () => {
    // The answers Strapi 5.54 gave (tests/strapi5/samples): the club comes back as its draft row
    // (id 1), and the published row has another id; only the documentId names it for good.
    const answers: Record<string, { status: number; body: unknown }> = {
      'auth/local': strapi5SignIn,
      'ppr-desk/capabilities': strapi5Capabilities,
      'users/1': strapi5Owner,
    };
    const strapi5 = createAppServices({
      baseUrl: 'http://127.0.0.1:1/api',
      fetch: async (input) => {
        const path = new URL(input instanceof Request ? input.url : String(input)).pathname.replace(
          '/api/',
          '',
        );
        const answer = answers[path];
        return answer
          ? Response.json(answer.body, { status: answer.status })
          : new Response(null, { status: 404 });
      },
      storage: memoryStorage(),
    });
    expect(await signIn(strapi5, 'owner@example.com', 'Passw0rd!')).toEqual({ ok: true });
    expect(strapi5.session.read()).toMatchObject({
      userId: 1,
      clubId: documentKey(strapi5Owner.body.clubOwner.documentId),
    });
    expect(strapi5.server.known()?.adapter.name).toBe('strapi5');
  });
});
