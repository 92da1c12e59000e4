// Our own server (docs/decisions/0005): it takes Idempotency-Key and If-Match, and says its refusals
// itself.
import { acceptsHeader, hasFeature, type ServerCapabilities } from '@/domain/wire/server-capabilities';
import type { ServerAdapter } from './server-adapter';

export function pprDeskAdapter(capabilities: ServerCapabilities): ServerAdapter {
  return {
    name: 'pprDesk',
    capabilities,
    offers: (feature) => hasFeature(capabilities, feature),
    accepts: (header) => acceptsHeader(capabilities, header),
    canPayOnline: true,
    wire: null,
    refusal: (error) => ({ reason: error.message, words: error.words }),
  };
}
