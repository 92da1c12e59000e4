// The pilot's pages (ADR 0009): /request/<slug> and /request/status/<token> answer the request
// entry's own HTML, never the desk's, and a 404 status when nothing is there, so a wrong link is a
// clear "not found" page to the pilot and to anything that follows links.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { findTokenRow } from '../repositories/pilot-requests';
import { findPublicClub } from '../repositories/public-airfields';
import { hashToken, isTokenShape } from '../requests/status-token';
import { isSlugParam, PUBLIC_READ_LIMIT } from './public-airfields';

export const REQUEST_PAGE = 'request.html';

const page = (reply: FastifyReply, found: boolean) =>
  reply
    .code(found ? 200 : 404)
    .header('cache-control', 'no-cache')
    .sendFile(REQUEST_PAGE);

/** Registers the pages when the build has the request entry; returns whether it did. */
export function requestPageRoutes(app: FastifyInstance, ctx: AppContext, staticDir: string): boolean {
  if (!existsSync(resolve(staticDir, REQUEST_PAGE))) return false;
  app.get('/request/:slug', { config: PUBLIC_READ_LIMIT }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    return page(reply, isSlugParam(slug) && (await findPublicClub(ctx.db, slug)) !== undefined);
  });
  app.get('/request/status/:token', { config: PUBLIC_READ_LIMIT }, async (request, reply) => {
    const { token } = request.params as { token: string };
    return page(reply, isTokenShape(token) && (await findTokenRow(ctx.db, hashToken(token))) !== undefined);
  });
  return true;
}
