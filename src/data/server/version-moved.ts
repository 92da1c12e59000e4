// Whether a club's Strapi has moved to the other version under the same address (docs/decisions/0035),
// asked when a plain Strapi refused a change: its answers for a moved record are 404s.
import type { ApiClient } from '@/data/api/client';
import type { ServerInfo } from './server-info';

/**
 * Asks the account as Strapi gives it (a `documentId` tells Strapi 5). True when the version is not
 * the one the desk took the server for: the desk now takes it for the new one, and the call is worth
 * making again through its adapter.
 */
export async function versionMoved(server: ServerInfo, api: ApiClient): Promise<boolean> {
  const before = server.known()?.adapter.name;
  if (before !== 'strapi4' && before !== 'strapi5') return false;
  const account = await api.get('users/me', { raw: true }).catch(() => null);
  const version = account && typeof account === 'object' && 'documentId' in account ? 5 : 4;
  if (!account || before === `strapi${version}`) return false;
  await server.signedInWith(version);
  return true;
}
