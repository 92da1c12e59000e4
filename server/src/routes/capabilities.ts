// GET /api/ppr-desk/capabilities: public, tells a desk it talks to our server and which request
// headers it accepts beyond Strapi's defaults. A plain Strapi v4 answers this path 404.
import type { FastifyPluginAsync } from 'fastify';
import { CAPABILITIES_PATH, PPR_DESK_CAPABILITIES } from '@/domain/wire/server-capabilities';

export const capabilitiesRoutes: FastifyPluginAsync = async (app) => {
  app.get(`/api/${CAPABILITIES_PATH}`, async (_request, reply) => {
    // The answer only changes with a deployment; a desk asks once per session anyway.
    void reply.header('cache-control', 'no-cache');
    return PPR_DESK_CAPABILITIES;
  });
};
