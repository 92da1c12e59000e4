// Which server the desk talks to, asked of the real server in-process: our server announces
// itself; a path where nothing answers the capabilities call (404) is taken for a plain Strapi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_STRAPI_CAPABILITIES, PPR_DESK_CAPABILITIES } from '@/domain/wire/server-capabilities';
import { createTestNetwork } from '@/test/test-network';
import { startTestServer } from '../../server/src/testing/test-server';
import { NetworkError } from './api/api-errors';
import { createApiClient } from './api/client';
import { createServerInfo } from './server-info';

let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function info(base: string) {
  const network = createTestNetwork();
  const api = createApiClient({
    baseUrl: base,
    getToken: () => 'a-token-it-must-not-send',
    fetch: network.fetch,
  });
  return { network, server: createServerInfo(api) };
}

describe('server detection', () => {
  it('finds our server with one bare GET, once per session, however many ask at once', async () => {
    const { network, server: detected } = info(`${server.url}/api`);

    const answers = await Promise.all([detected.detect(), detected.detect(), detected.detect()]);
    await detected.detect();

    expect(answers).toEqual([PPR_DESK_CAPABILITIES, PPR_DESK_CAPABILITIES, PPR_DESK_CAPABILITIES]);
    expect(network.sent).toEqual([
      { method: 'GET', path: '/api/ppr-desk/capabilities', idempotencyKey: null, ifMatch: null, status: 200 },
    ]);
    expect(detected.known()).toEqual({ capabilities: PPR_DESK_CAPABILITIES, confirmed: true });
  });

  it('takes a server without the capabilities call (404) for a plain Strapi', async () => {
    const { server: detected } = info(`${server.url}/strapi-elsewhere/api`);
    expect(await detected.detect()).toEqual(PLAIN_STRAPI_CAPABILITIES);
  });

  it('asks again after a failure, and shows a remembered answer until this session has one', async () => {
    const { network, server: detected } = info(`${server.url}/api`);
    detected.remember(PLAIN_STRAPI_CAPABILITIES);
    expect(detected.known()).toEqual({ capabilities: PLAIN_STRAPI_CAPABILITIES, confirmed: false });
    network.offline = true;

    await expect(detected.detect()).rejects.toBeInstanceOf(NetworkError);
    network.offline = false;
    expect(await detected.detect()).toEqual(PPR_DESK_CAPABILITIES);
    detected.remember(PLAIN_STRAPI_CAPABILITIES);
    expect(detected.known()).toEqual({ capabilities: PPR_DESK_CAPABILITIES, confirmed: true });
  });
});
