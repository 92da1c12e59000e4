// The Playwright test object of the Strapi journeys: the peer (started by tests/strapi/run.ts), our
// server serving the same build pointed at the peer by config.json, one sign-in per worker (Strapi
// allows ten a minute), and a watch on every request to the peer: none may carry a header its
// default CORS refuses, and none may fail a preflight.
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { DeskServer } from '../../e2e/support/desk-server';
import { PeerApi } from './peer-api';

export const PEER_OWNER = { email: 'owner@example.com', password: 'Passw0rd!' } as const;

/** Headers Strapi's default CORS allows, and those the browser sets itself. */
const ACCEPTED = new Set(['accept', 'authorization', 'content-type', 'origin']);
// The last two are a CORS preflight's (OPTIONS), which the browser sets itself and Strapi's CORS
// middleware answers; a preflight shows among the page's requests in the flapping spec.
const BROWSER_OWN = new Set([
  'user-agent',
  'referer',
  'accept-language',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
]);

export interface Peer {
  url: string;
  /** The peer's SQLite file, for the tests that take a permission away. */
  databaseFile: string;
  /** The peer as its seeded owner, read behind the desk's back. */
  api: PeerApi;
}

interface WorkerFixtures {
  peer: Peer;
  desk: DeskServer;
}

interface TestFixtures {
  alerts: string[];
  /** Requests to the peer that carried a header it does not accept, as `METHOD path: header`. */
  refusedHeaders: string[];
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with \`npm run test:strapi\`.`);
  return value;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  peer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the destructuring
    async ({}, use) => {
      const url = required('STRAPI_URL');
      const api = await PeerApi.signIn(url, PEER_OWNER.email, PEER_OWNER.password);
      await use({ url, databaseFile: required('STRAPI_DB'), api });
    },
    { scope: 'worker' },
  ],
  desk: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the destructuring
    async ({}, use) => {
      const server = await DeskServer.start({ dist: required('STRAPI_DIST') });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ desk }, use) => {
    await use(desk.url);
  },
  alerts: async ({ page }, use) => {
    const seen: string[] = [];
    page.on('dialog', (dialog) => {
      seen.push(dialog.message());
      void dialog.accept();
    });
    await use(seen);
  },
  refusedHeaders: [
    async ({ page, peer }, use) => {
      const refused: string[] = [];
      const corsFailures: string[] = [];
      const toPeer = (request: Request) => request.url().startsWith(peer.url);
      page.on('request', (request) => {
        if (!toPeer(request)) return;
        for (const name of Object.keys(request.headers())) {
          if (!ACCEPTED.has(name) && !BROWSER_OWN.has(name) && !name.startsWith('sec-'))
            refused.push(`${request.method()} ${new URL(request.url()).pathname}: ${name}`);
        }
      });
      page.on('requestfailed', (request) => {
        // A refused preflight or a blocked answer fails as net::ERR_FAILED; a cut link does not.
        if (toPeer(request) && request.failure()?.errorText === 'net::ERR_FAILED')
          corsFailures.push(`${request.method()} ${request.url()}`);
      });
      await use(refused);
      expect(refused, 'requests with a header Strapi does not accept').toEqual([]);
      expect(corsFailures, 'requests the browser refused by CORS').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens `path` signed in as the peer's owner, as after a sign-in, without spending one. */
export async function openSignedIn(page: Page, peer: Peer, path: string): Promise<void> {
  await peer.api.fresh();
  await page.goto('/');
  await page.evaluate((session) => {
    for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
  }, peer.api.session);
  await page.goto(path);
}
