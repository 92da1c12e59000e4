// Which server the desk talks to, asked of the real server in-process: our server announces
// itself; a path where nothing answers the capabilities call (404) is taken for a plain Strapi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkError } from '@/data/api/api-errors';
import { createApiClient } from '@/data/api/client';
import {
  PLAIN_STRAPI_CAPABILITIES,
  PPR_DESK_CAPABILITIES,
  type ServerCapabilities,
} from '@/domain/wire/server-capabilities';
import { createTestNetwork } from '@/test/test-network';
import { inEnglish, inPortuguese } from '@/test/words';
import { startTestServer } from '../../../server/src/testing/test-server';
import { adapterFor } from './choose-adapter';
import { createServerInfo, serverDescription } from './server-info';

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

    expect(answers.map((adapter) => adapter.capabilities)).toEqual([
      PPR_DESK_CAPABILITIES,
      PPR_DESK_CAPABILITIES,
      PPR_DESK_CAPABILITIES,
    ]);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]?.name).toBe('pprDesk');
    expect(network.sent).toEqual([
      { method: 'GET', path: '/api/ppr-desk/capabilities', idempotencyKey: null, ifMatch: null, status: 200 },
    ]);
    expect(detected.known()).toEqual({ adapter: answers[0], confirmed: true });
  });

  it('takes a server without the capabilities call (404) for a plain Strapi', async () => {
    const { server: detected } = info(`${server.url}/strapi-elsewhere/api`);
    const adapter = await detected.detect();
    expect(adapter.name).toBe('strapi4');
    expect(adapter.capabilities).toEqual(PLAIN_STRAPI_CAPABILITIES);
  });

  it('asks again after a failure, and shows a remembered answer until this session has one', async () => {
    const { network, server: detected } = info(`${server.url}/api`);
    detected.remember(PLAIN_STRAPI_CAPABILITIES);
    expect(detected.known()).toMatchObject({ adapter: { name: 'strapi4' }, confirmed: false });
    network.offline = true;

    await expect(detected.detect()).rejects.toBeInstanceOf(NetworkError);
    network.offline = false;
    expect((await detected.detect()).capabilities).toEqual(PPR_DESK_CAPABILITIES);
    detected.remember(PLAIN_STRAPI_CAPABILITIES);
    expect(detected.known()).toMatchObject({ adapter: { name: 'pprDesk' }, confirmed: true });
  });
});

describe('serverDescription', () => {
  const url = 'https://strapi.club.example/api';
  const known = (capabilities: ServerCapabilities, confirmed: boolean) => ({
    adapter: adapterFor(capabilities),
    confirmed,
  });

  it.each([
    [null, null, 'Server: not reached yet'],
    [null, url, `Server: not reached yet (${url})`],
    [known(PPR_DESK_CAPABILITIES, true), null, 'Server: PPR Desk server'],
    [known(PLAIN_STRAPI_CAPABILITIES, true), url, `Server: Strapi 4 (${url})`],
    [known(PLAIN_STRAPI_CAPABILITIES, false), null, 'Server: Strapi 4, as last seen; not reached yet'],
    [
      known(PPR_DESK_CAPABILITIES, false),
      url,
      `Server: PPR Desk server (${url}), as last seen; not reached yet`,
    ],
  ])('names the server, where, and whether this session has heard from it (%#)', (server, baseUrl, text) => {
    expect(inEnglish(serverDescription(server, baseUrl))).toBe(text);
  });

  it('says it in Portuguese', () => {
    expect(inPortuguese(serverDescription(known(PLAIN_STRAPI_CAPABILITIES, true), url))).toBe(
      `Servidor: Strapi 4 (${url})`,
    );
    expect(inPortuguese(serverDescription(null, null))).toBe('Servidor: ainda não contactado');
  });
});
