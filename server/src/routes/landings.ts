// Landing writes over HTTP: PUT landings/:id (a decision, payment, arrival, departure, end or
// correction, with If-Match) and POST landings (a manual create or a radio call), both idempotent.
// The rules and the writes are the landing services' (server/src/landings); this file parses and answers.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { landingChangeSchema, landingCreate } from '@/domain/wire/landing-schema';
import { requireClub } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { changeLanding } from '../landings/change-landing';
import { createLanding, creationProblem } from '../landings/create-landing';
import { findOne } from '../repositories/collection-reader';
import { contentTypes } from '../strapi/content-types';
import { notFound } from '../strapi/errors';
import { type PopulateTree, parsePopulateOnly } from '../strapi/query';
import { oneResponse } from '../strapi/response-schemas';
import { toEntity, type Viewer } from '../strapi/serialize';
import { authenticated, caller, parseId } from './http';
import { idempotent } from './idempotent';
import { dataBody, idParams } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

const landingChange = landingChangeSchema.check(
  z.refine((change) => Object.keys(change).length > 0, 'Nothing to update'),
);

function ifMatch(request: FastifyRequest): string | null {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || header.trim() === '*') return null;
  return header.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
}

export const landingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (plain, { ctx }) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  const ct = contentTypes.landings;
  const entity = async (db: Db, id: number, populate: PopulateTree, viewer: Viewer) => {
    const record = await findOne(db, ct, id, populate);
    if (!record) throw notFound();
    return toEntity(record, viewer);
  };

  const onRequest = authenticated(ctx);
  const answer = { 200: oneResponse('landings', false) };

  app.put(
    '/api/landings/:id',
    {
      preValidation: onRequest,
      schema: { params: idParams, body: dataBody(landingChange), response: answer },
    },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const clubId = requireClub(who);
      const id = parseId(request.params);
      const populate = parsePopulateOnly(ct, request.query);
      const change = { clubId, id, patch: request.body.data, expected: ifMatch(request), now: ctx.now() };
      const sent = await idempotent(
        ctx.db,
        request,
        reply,
        who.userId,
        change.now.toISOString(),
        async (trx) => {
          await changeLanding(trx, ctx.mail, change, (db) => entity(db, id, populate, who));
          return { status: 200, body: { data: await entity(trx, id, populate, who), meta: {} } };
        },
      );
      ctx.changes.changed(clubId);
      ctx.mail.poke();
      // Cancelled or a no-show while paid online: its payment is given back (docs/product.md#payments).
      if (change.patch.status === 'cancelled' || change.patch.status === 'no_show') ctx.refunds.poke();
      return sent;
    },
  );

  app.post(
    '/api/landings',
    { preValidation: onRequest, schema: { body: dataBody(landingCreate), response: answer } },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const clubId = requireClub(who);
      const populate = parsePopulateOnly(ct, request.query);
      const body = request.body.data;
      const problem = creationProblem(clubId, body, ctx.now());
      if (problem) throw problem;
      const now = ctx.now().toISOString();
      const sent = await idempotent(ctx.db, request, reply, who.userId, now, async (trx) => {
        const id = await createLanding(trx, clubId, body, now, who.userId);
        return { status: 200, body: { data: await entity(trx, id, populate, who), meta: {} } };
      });
      ctx.changes.changed(clubId);
      return sent;
    },
  );
};
