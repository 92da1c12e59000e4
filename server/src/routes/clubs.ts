// POST clubs (registration: creates the caller's one club and links them as owner), PUT clubs/:id
// (a settings section), and PUT clubs/:id/mtows (the club's weight bands, replaced all at once).
import type { FastifyPluginAsync } from 'fastify';
import { slugify } from '@/domain/accounts/slug';
import { validateBands } from '@/domain/fees/bands';
import { bandList } from '@/domain/wire/band-schema';
import { type ClubUpdate, clubCreate, clubUpdate } from '@/domain/wire/club-schema';
import { msg } from '@/i18n/messages';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { stampChange } from '../repositories/changes';
import { replaceBands } from '../repositories/club-records';
import {
  type ClubValues,
  categoryExists,
  freeSlug,
  insertClub,
  moveSlug,
  slugTaken,
  takeOldSlug,
  updateClub,
} from '../repositories/clubs';
import { findMany, findOne } from '../repositories/collection-reader';
import { ofClub } from '../repositories/scopes';
import { setClubOwner } from '../repositories/users';
import { contentTypes } from '../strapi/content-types';
import {
  applicationError,
  fieldError,
  fieldErrorEntry,
  forbidden,
  notFound,
  notYours,
  validationError,
} from '../strapi/errors';
import { parsePopulateOnly } from '../strapi/query';
import { listResponse, oneResponse } from '../strapi/response-schemas';
import { collectionMeta, toEntity } from '../strapi/serialize';
import { authenticated, caller, parseId } from './http';
import { idempotent } from './idempotent';
import { dataBody, idParams } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

type ClubInput = ClubUpdate;

const SLUG_TAKEN = msg('validation.slug.taken');

async function toColumns(db: Db, input: ClubInput, clubId: number | null): Promise<ClubValues> {
  const { category, request, ...rest } = input;
  if (category != null && !(await categoryExists(db, category))) throw validationError('Unknown category');
  if (rest.slug !== undefined && (await slugTaken(db, rest.slug, clubId)))
    throw fieldError('slug', SLUG_TAKEN);
  return {
    ...rest,
    ...(category !== undefined && { category_id: category }),
    ...(request !== undefined && { request: request ? 1 : 0 }),
  };
}

/** Two clubs taking one address at once: the unique index decides, and the loser hears why. */
function slugRace(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('slug', SLUG_TAKEN);
  throw error;
}

/** The caller's own club by its id; any other id reads as a club that is not there. */
function ownClub(who: Caller, id: number): number {
  if (who.clubId === null || who.clubId !== id) throw notYours();
  return id;
}

/** The clubs resource as a plugin: each write's id and body checked by Fastify from the zod schemas. */
export const clubRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  const ct = contentTypes.clubs;
  const answer = async (db: Db, id: number, query: unknown, who: Caller) => {
    const record = await findOne(db, ct, id, parsePopulateOnly(ct, query));
    if (!record) throw notFound();
    return { status: 200, body: { data: toEntity(record, { clubId: id, userId: who.userId }), meta: {} } };
  };

  const entity = { 200: oneResponse('clubs', false) };
  const onRequest = authenticated(ctx);

  app.post(
    '/api/clubs',
    { preValidation: onRequest, schema: { body: dataBody(clubCreate), response: entity } },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const { icao, user, ...fields } = request.body.data;
      if (user !== undefined && user !== who.userId)
        throw forbidden('A club can only be created for yourself');
      if (who.role === 'pilot') throw forbidden('A pilot account cannot own a club');
      const now = ctx.now().toISOString();
      return idempotent(ctx.db, request, reply, who.userId, now, async (trx) => {
        if (who.clubId !== null) throw applicationError('This account already has a club');
        const columns = await toColumns(trx, { ...fields, ...(icao !== undefined && { name2: icao }) }, null);
        const slug = columns.slug ?? (await freeSlug(trx, slugify(fields.name1)));
        await takeOldSlug(trx, slug);
        const id = await insertClub(trx, { ...columns, name1: fields.name1, slug }, now).catch(slugRace);
        await setClubOwner(trx, who.userId, id, now);
        return answer(trx, id, request.query, who);
      });
    },
  );

  app.put(
    '/api/clubs/:id',
    { preValidation: onRequest, schema: { params: idParams, body: dataBody(clubUpdate), response: entity } },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const id = ownClub(who, parseId(request.params));
      const { data } = request.body;
      const now = ctx.now().toISOString();
      const sent = await idempotent(ctx.db, request, reply, who.userId, now, async (trx) => {
        const changeSeq = await stampChange(trx, id);
        const columns = await toColumns(trx, data, id);
        if (columns.slug) await moveSlug(trx, id, columns.slug, now);
        await updateClub(trx, id, columns, now, changeSeq).catch(slugRace);
        return answer(trx, id, request.query, who);
      });
      ctx.changes.changed(id);
      return sent;
    },
  );

  app.put(
    '/api/clubs/:id/mtows',
    {
      preValidation: onRequest,
      schema: { params: idParams, body: dataBody(bandList), response: { 200: listResponse('mtows', false) } },
    },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const id = ownClub(who, parseId(request.params));
      const bands = request.body.data;
      const problems = validateBands(bands);
      if (problems.length) {
        throw validationError(
          problems[0] ?? 'Invalid bands',
          problems.map((message) => fieldErrorEntry('data', message)),
        );
      }
      const now = ctx.now().toISOString();
      const sent = await idempotent(ctx.db, request, reply, who.userId, now, async (trx) => {
        const changeSeq = await stampChange(trx, id);
        await replaceBands(trx, id, bands, now, changeSeq);
        const { records, total } = await findMany(trx, contentTypes.mtows, {
          where: { kind: 'and', items: [] },
          scope: ofClub(id),
          populate: {},
          sort: [{ column: 'weight1', direction: 'asc' }],
          start: 0,
          limit: 100,
        });
        return {
          status: 200,
          body: {
            data: records.map((r) => toEntity(r, { clubId: id, userId: who.userId })),
            meta: collectionMeta('offset', 0, 100, total),
          },
        };
      });
      ctx.changes.changed(id);
      return sent;
    },
  );
};
