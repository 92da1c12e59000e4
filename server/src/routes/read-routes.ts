// GET /api/<collection> and GET /api/<collection>/:id for any content type, under a read policy;
// an answer is given again while the database has not moved (answers/cached-answer.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type AnswerOptions, cachedAnswer } from '../answers/cached-answer';
import type { Caller } from '../auth/authenticate';
import type { AppContext } from '../context';
import { findMany, findOne } from '../repositories/collection-reader';
import { type CollectionName, contentTypes } from '../strapi/content-types';
import { notFound } from '../strapi/errors';
import { parsePopulateOnly, parseQuery } from '../strapi/query';
import { listResponse, oneResponse } from '../strapi/response-schemas';
import { collectionMeta, toEntities, toEntity, toFlat } from '../strapi/serialize';
import { authenticated, caller, parseId } from './http';
import type { ReadPolicy } from './read-policies';
import { idParams } from './schemas';

export const readRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  name: CollectionName;
  policy: ReadPolicy;
  answers: AnswerOptions;
}> = async (app, { ctx, name, policy, answers }) => {
  const ct = contentTypes[name];
  // The token is checked before Fastify validates the id, so without one the answer is a 401.
  const guard = policy.public ? {} : { preValidation: authenticated(ctx) };
  const who = (request: FastifyRequest): Promise<Caller | null> =>
    policy.public ? Promise.resolve(null) : caller(ctx, request);

  app.get(
    `/api/${name}`,
    { ...guard, schema: { response: { 200: listResponse(name, policy.flat) } } },
    async (request, reply) => {
      const viewer = await who(request);
      await policy.admit?.(ctx, viewer, request.query);
      return cachedAnswer(ctx, answers, viewer, request, reply, async () => {
        const query = parseQuery(ct, request.query);
        policy.checkFilters(viewer, query.where);
        const { start, limit, mode } = query.pagination;
        const { records, total } = await findMany(ctx.db, ct, {
          where: query.where,
          scope: policy.scope(viewer, query.where),
          populate: query.populate,
          sort: query.sort,
          start,
          limit,
        });
        const view = { clubId: viewer?.clubId ?? null, userId: viewer?.userId ?? null };
        if (policy.flat) return records.map((record) => toFlat(record, view));
        return {
          data: toEntities(records, view),
          meta: collectionMeta(mode, start, limit, total),
        };
      });
    },
  );

  app.get(
    `/api/${name}/:id`,
    { ...guard, schema: { params: idParams, response: { 200: oneResponse(name, policy.flat) } } },
    async (request, reply) => {
      const viewer = await who(request);
      return cachedAnswer(ctx, answers, viewer, request, reply, async () => {
        const id = parseId(request.params);
        const populate = parsePopulateOnly(ct, request.query);
        const record = await findOne(ctx.db, ct, id, populate);
        if (!record) throw notFound();
        policy.checkRecord(viewer, record.row);
        const view = { clubId: viewer?.clubId ?? null, userId: viewer?.userId ?? null };
        return policy.flat ? toFlat(record, view) : { data: toEntity(record, view), meta: {} };
      });
    },
  );
};
