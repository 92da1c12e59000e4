// The pilot's door (ADR 0009), no token: send a request to an airfield, read it by its status token,
// follow it live, cancel it. Sending is bounded (16 KB, per address and per email), idempotent per
// airfield and Idempotency-Key, and a filled honeypot is answered like a success with nothing stored.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { utcDate } from '@/domain/time/instants';
import type { AppContext } from '../context';
import {
  cancelRequest,
  landingOfToken,
  noRequest,
  openStatusPage,
  publicStatus,
} from '../requests/public-status';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from '../requests/send-limits';
import { checkedKey, sendRequest } from '../requests/send-request';
import { pilotTooManyRequests, validationError } from '../strapi/errors';
import { openStatusStream } from '../sync/status-stream';
import { clubOfSlug, PUBLIC_READ_LIMIT } from './public-airfields';
import { slugParams, tokenParams } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

/** A request is a few hundred bytes; 16 KB leaves room for notes and passengers, and no more. */
export const REQUEST_BODY_LIMIT = 16 * 1024;

function headerKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  return checkedKey(Array.isArray(header) ? header[0] : header);
}

function dataOf(body: unknown): Record<string, unknown> {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw validationError('Missing "data" payload in the request body');
  return data as Record<string, unknown>;
}

/** The request a path's token opens, or a plain 404: a wrong token tells nothing. */
async function landingOf(ctx: AppContext, token: string): Promise<number> {
  const landingId = await landingOfToken(ctx.db, token, utcDate(ctx.now()));
  if (landingId === null) throw noRequest();
  return landingId;
}

async function statusAnswer(ctx: AppContext, landingId: number) {
  const status = await publicStatus(ctx.db, landingId, ctx.payments);
  if (!status) throw noRequest();
  return { data: status };
}

export interface PublicRequestOptions {
  ctx: AppContext;
  limits?: RequestLimits;
  /** Between heartbeats on a status page's event stream (25 s; tests shorten it). */
  heartbeatMs?: number;
}

export const publicRequestRoutes: FastifyPluginAsync<PublicRequestOptions> = async (
  plain,
  { ctx, limits = DEFAULT_REQUEST_LIMITS, heartbeatMs = 25_000 },
) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  const byToken = { config: PUBLIC_READ_LIMIT, schema: { params: tokenParams } };
  app.post(
    '/api/public/airfields/:slug/requests',
    { bodyLimit: REQUEST_BODY_LIMIT, schema: { params: slugParams } },
    async (request, reply) => {
      const club = await clubOfSlug(ctx, request.params.slug);
      const key = headerKey(request);
      const sent = await sendRequest(ctx, limits, club, {
        key,
        data: dataOf(request.body),
        ip: request.ip,
        acceptLanguage: request.headers['accept-language'],
      });
      if (sent.replayed) reply.header('idempotent-replayed', 'true');
      return { data: { token: sent.token } };
    },
  );

  // Reading the request with a mail's token confirms its address, as the page it opens does (ADR 0030).
  app.get('/api/public/requests/:token', byToken, async (request) => {
    const landingId = await openStatusPage(ctx.db, request.params.token, ctx.now().toISOString());
    if (landingId === null) throw noRequest();
    return statusAnswer(ctx, landingId);
  });

  // A status page's stream takes a slot as a desk's does (per request, per address, per process;
  // server/src/sync/stream-slots.ts): past them a 429, and the page asks now and then instead.
  app.get('/api/public/requests/:token/events', byToken, async (request, reply) => {
    const landingId = await landingOf(ctx, request.params.token);
    const release = ctx.streams.take(`request:${landingId}`, request.ip);
    if (!release) throw pilotTooManyRequests();
    try {
      await openStatusStream(ctx, request, reply, landingId, heartbeatMs, release);
    } catch (error) {
      release();
      throw error;
    }
  });

  app.post('/api/public/requests/:token/cancel', byToken, async (request) => ({
    data: await cancelRequest(ctx, await landingOf(ctx, request.params.token)),
  }));
};
