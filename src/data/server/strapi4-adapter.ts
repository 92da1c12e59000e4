// A club's own plain Strapi 4 in its default configuration (docs/decisions/0005): no custom header
// passes its CORS, fees cannot be paid online there, and its refusals are put in Strapi's words.
import { strapiRefusal, strapiRefusalWords } from '@/data/api/strapi-refusals';
import { acceptsHeader, hasFeature, type ServerCapabilities } from '@/domain/wire/server-capabilities';
import type { ServerAdapter } from './server-adapter';

export function strapi4Adapter(capabilities: ServerCapabilities): ServerAdapter {
  return {
    name: 'strapi4',
    capabilities,
    offers: (feature) => hasFeature(capabilities, feature),
    accepts: (header) => acceptsHeader(capabilities, header),
    canPayOnline: false,
    wire: null,
    refusal: (error) => ({ reason: strapiRefusal(error), words: strapiRefusalWords(error) }),
  };
}
