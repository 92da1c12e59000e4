// Live sync (docs/decisions/0010): GET /api/sync/landings pulls the club's landings written after
// a cursor, GET /api/sync/events holds a Server-Sent Events stream that only says "club N changed
// up to cursor C". Both act on the caller's own club only; the cursor names it.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireClub } from '../auth/authenticate';
import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import {
  changesSince,
  landingsChangedAfter,
  lastSequence,
  type SyncPosition,
  syncEpoch,
} from '../repositories/changes';
import { populate } from '../repositories/collection-reader';
import { contentTypes } from '../strapi/content-types';
import { tooManyRequests, validationError } from '../strapi/errors';
import { toEntities } from '../strapi/serialize';
import { ALL_OF_SEQ, decodeCursor, encodeCursor } from '../sync/cursor';
import { openEventStream } from '../sync/event-stream';
import { caller, parsePlain } from './http';

export const SYNC_PAGE_DEFAULT = 500;
export const SYNC_PAGE_MAX = 1000;

/** Every relation a desk shows on a landing row (the client's LANDING_POPULATE). */
const DESK_POPULATE = { club_services: { service: {} }, club: {}, aircraft: {}, user: {}, from: {} };

const pullQuery = z
  .object({
    since: z.string().max(120).optional(),
    limit: z.coerce.number().int().min(1).max(SYNC_PAGE_MAX).default(SYNC_PAGE_DEFAULT),
  })
  .strict();

export interface SyncRouteOptions {
  /** Seconds between heartbeats on an event stream (25 s; shorter in tests). */
  heartbeatMs?: number;
}

export const syncRoutes: FastifyPluginAsync<{ ctx: AppContext; options?: SyncRouteOptions }> = async (
  app,
  { ctx, options = {} },
) => {
  const landings = contentTypes.landings;

  app.get('/api/sync/landings', async (request) => {
    const who = await caller(ctx, request);
    const clubId = requireClub(who);
    const { since, limit } = parsePlain(pullQuery, request.query);
    const cursor = since === undefined ? null : decodeCursor(since);
    if (since !== undefined && !cursor)
      throw validationError('Invalid cursor', [
        { path: ['since'], message: 'Invalid cursor', name: 'ValidationError' },
      ]);
    if (cursor && cursor.clubId !== clubId) throw validationError('This cursor belongs to another club');
    // One snapshot (repeatable read on PostgreSQL): the page and the counter agree.
    return inTransaction(
      ctx.db,
      async (trx) => {
        const epoch = await syncEpoch(trx);
        const last = await lastSequence(trx, clubId);
        const reset = cursor !== null && (cursor.epoch !== epoch || cursor.seq > last);
        const from: SyncPosition = cursor && !reset ? cursor : { seq: 0, id: 0 };
        const rows = await landingsChangedAfter(trx, clubId, from, limit + 1);
        const more = rows.length > limit;
        const page = rows.slice(0, limit);
        const end = page.at(-1);
        const next = more && end ? { seq: end.change_seq, id: end.id } : { seq: last, id: ALL_OF_SEQ };
        const since = cursor && !reset ? await changesSince(trx, clubId, from.seq) : null;
        const records = await populate(trx, landings, page, DESK_POPULATE);
        return {
          // The landing's own club travels as a reference (its names), as another club would: the
          // desk has the club's whole record from its settings, and thousands of copies of it would
          // be a third of a first sync's bytes.
          data: toEntities(records, { clubId: null, userId: who.userId }),
          meta: {
            sync: {
              cursor: encodeCursor({ epoch, clubId, ...next }),
              more,
              reset,
              deleted: since?.deletedLandings ?? [],
              // A first sync or a reset reads the settings anyway.
              settings: since?.settings ?? true,
            },
          },
        };
      },
      { isolation: 'repeatable read' },
    );
  });

  app.get('/api/sync/events', async (request, reply) => {
    const who = await caller(ctx, request);
    const clubId = requireClub(who);
    const release = ctx.streams.take(`user:${who.userId}`, request.ip);
    if (!release) throw tooManyRequests();
    try {
      await openEventStream(ctx, request, reply, { ...who, clubId }, options.heartbeatMs ?? 25_000, release);
    } catch (error) {
      release();
      throw error;
    }
  });
};
