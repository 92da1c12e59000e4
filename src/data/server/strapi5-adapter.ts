// A club's own plain Strapi 5 (docs/decisions/0035): what a Strapi 4 gets (read-checked sends, bands
// row by row, refusals in Strapi's words), through Strapi 5's wire (strapi5-wire.ts). The wire is
// loaded when a Strapi 5 is first called, so desks on other servers never carry it.
import { NetworkError } from '@/data/api/api-errors';
import type { ApiClient, WireTranslator } from '@/data/api/client';
import type { ServerCapabilities } from '@/domain/wire/server-capabilities';
import type { DocumentKeys } from './document-keys';
import type { ServerAdapter } from './server-adapter';
import { strapi4Adapter } from './strapi4-adapter';

/**
 * The wire, loaded by the first call. A load that fails (offline before the service worker holds
 * the code) is a network failure: the call waits and is made again, and the outbox keeps its entry.
 */
function wireWhenCalled(load: () => Promise<WireTranslator>): WireTranslator {
  let loading: Promise<WireTranslator> | null = null;
  let loaded: WireTranslator | null = null;
  return {
    async request(call) {
      loading ??= load().then(
        (wire) => (loaded = wire),
        (error: unknown) => {
          loading = null;
          throw new NetworkError(error instanceof Error ? error.message : 'Strapi 5 support did not load');
        },
      );
      return (await loading).request(call);
    },
    answer(body, call) {
      // Every answer follows its own request, which loaded the wire.
      if (!loaded) throw new Error('A Strapi 5 answer came before its request');
      return loaded.answer(body, call);
    },
  };
}

export function strapi5Adapter(
  capabilities: ServerCapabilities,
  keys: DocumentKeys,
  api?: ApiClient,
): ServerAdapter {
  const reads = api
    ? {
        readOwnClub: () => api.get('users/me', { query: 'populate[clubOwner]=true' }),
        readAsIs: (path: string, query: string) => api.get(path, { raw: true, query }),
      }
    : {};
  const wire = wireWhenCalled(async () => (await import('./strapi5-wire')).createStrapi5Wire(keys, reads));
  return { ...strapi4Adapter(capabilities), name: 'strapi5', wire };
}
