// GET /api/ppr-desk/capabilities: public, tells a desk it talks to our server and which request
// headers it accepts beyond Strapi's defaults, and its features ('payments' only when configured). A plain Strapi v4 answers this path 404.
import type { FastifyPluginAsync } from 'fastify';
import { CAPABILITIES_PATH, PPR_DESK_CAPABILITIES, withPayments } from '@/domain/wire/server-capabilities';

export const capabilitiesRoutes: FastifyPluginAsync<{ payments: boolean }> = async (app, { payments }) => {
  const answer = payments ? withPayments(PPR_DESK_CAPABILITIES) : PPR_DESK_CAPABILITIES;
  app.get(`/api/${CAPABILITIES_PATH}`, async (_request, reply) => {
    // The answer only changes with a deployment; a desk asks once per session anyway.
    void reply.header('cache-control', 'no-cache');
    return answer;
  });
};
