// GET /api/public/aerodromes?q= and GET /api/public/aerodromes/:icao (docs/product/aerodromes.md):
// the world's aerodromes, open data, for "From" on the desk and the pilot's page and for the club's
// own details. Public like the request page; bounded by the same per-address limit.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type MessageId, msg } from '@/i18n/messages';
import { aerodromeByIcao, searchAerodromes } from '../aerodromes/aerodrome-data';
import { notFound } from '../strapi/errors';
import { PUBLIC_READ_LIMIT } from './public-airfields';
import { icaoParams, plainQuery } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'aerodromes.queryMissing' satisfies MessageId)
    .max(60),
});

export const publicAerodromeRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  app.get(
    '/api/public/aerodromes',
    { config: PUBLIC_READ_LIMIT, schema: { querystring: plainQuery(searchQuery) } },
    async (request) => ({ data: searchAerodromes(request.query.q) }),
  );
  app.get(
    '/api/public/aerodromes/:icao',
    { config: PUBLIC_READ_LIMIT, schema: { params: icaoParams } },
    async (request) => {
      const found = aerodromeByIcao(request.params.icao);
      if (!found) throw notFound(msg('aerodromes.unknown', { icao: request.params.icao.slice(0, 10) }));
      return { data: found };
    },
  );
};
