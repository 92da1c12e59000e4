// Picks the server's adapter from what it said it is: the only place the desk tests which server it
// talks to (docs/decisions/0035).
import type { ApiClient } from '@/data/api/client';
import {
  PLAIN_STRAPI_CAPABILITIES,
  type ServerCapabilities,
  STRAPI_5_CAPABILITIES,
} from '@/domain/wire/server-capabilities';
import { createDocumentKeys, type DocumentKeys } from './document-keys';
import { pprDeskAdapter } from './ppr-desk-adapter';
import type { ServerAdapter } from './server-adapter';
import { strapi4Adapter } from './strapi4-adapter';
import { strapi5Adapter } from './strapi5-adapter';

export type StrapiVersion = 4 | 5;

/** What a Strapi 5's adapter needs: its document keys, and the client to find the club's again. */
export interface AdapterContext {
  keys: DocumentKeys;
  api?: ApiClient;
}

export function adapterFor(
  capabilities: ServerCapabilities,
  { keys, api }: AdapterContext = { keys: createDocumentKeys() },
): ServerAdapter {
  if (capabilities.dialect === 'ppr-desk') return pprDeskAdapter(capabilities);
  if (capabilities.dialect === 'strapi5') return strapi5Adapter(capabilities, keys, api);
  return strapi4Adapter(capabilities);
}

/**
 * What a server is once its sign-in answer told the Strapi version: our server stays ours (its
 * capabilities call said so); a Strapi, or a server not asked yet, is the version the answer showed.
 */
export function withStrapiVersion(
  capabilities: ServerCapabilities,
  version: StrapiVersion,
): ServerCapabilities {
  if (capabilities.dialect === 'ppr-desk') return capabilities;
  return version === 5 ? STRAPI_5_CAPABILITIES : PLAIN_STRAPI_CAPABILITIES;
}
