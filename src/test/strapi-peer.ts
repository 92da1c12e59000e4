// The data layer's tests against the real Strapi peer (tests/strapi/run.ts starts it and sets
// STRAPI_URL): the peer's address and seeded owner, and one sign-in per test file, since Strapi
// allows ten sign-ins a minute from one address.

import { login } from '@/data/api/auth';
import { createApiClient } from '@/data/api/client';
import { getOwner } from '@/data/api/users';
import { type DeskHarness, type SignedIn, startDeskHarness } from './sync-harness';
import { memoryDocumentKeys, testServerInfo } from './test-server-info';

export const PEER_OWNER = { email: 'owner@example.com', password: 'Passw0rd!' } as const;

export function strapiApiUrl(): string {
  const url = process.env.STRAPI_URL;
  if (!url) throw new Error('STRAPI_URL is not set: run these tests with `npm run test:strapi`.');
  return `${url}/api`;
}

let owner: Promise<SignedIn> | null = null;

/** The peer's owner, signed in once for this test file. */
export function peerOwner(): Promise<SignedIn> {
  owner ??= (async () => {
    const api = createApiClient({
      baseUrl: strapiApiUrl(),
      getToken: () => null,
      wire: () => server.known()?.adapter.wire ?? null,
    });
    const server = testServerInfo(api);
    const { jwt, userId, fromStrapi5 } = await login(api, PEER_OWNER.email, PEER_OWNER.password);
    const strapiVersion = fromStrapi5 ? 5 : 4;
    await server.signedInWith(strapiVersion);
    await server.detect();
    const clubId = (await getOwner(api, userId, jwt))?.club?.id;
    if (clubId === undefined) throw new Error('The peer owner has no club');
    return { token: jwt, userId, clubId, strapiVersion };
  })();
  return owner;
}

export async function startStrapiHarness(): Promise<DeskHarness> {
  return startDeskHarness(strapiApiUrl(), await peerOwner());
}

/** How the peer names a record in a path: its id on Strapi 4, its documentId on Strapi 5. */
export async function peerPath(key: number): Promise<string> {
  return (await memoryDocumentKeys.get(key)) ?? String(key);
}

/** The adapter the desk should have chosen for the peer it signed in to. */
export async function peerAdapterName(): Promise<'strapi4' | 'strapi5'> {
  return (await peerOwner()).strapiVersion === 5 ? 'strapi5' : 'strapi4';
}
