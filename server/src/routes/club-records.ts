// POST, PUT/:id and DELETE/:id for collections owned by one club. Each resource says how to
// check and store its fields; this module enforces the club, idempotency and the answers.
import type { FastifyPluginAsync } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { requireClub } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { recordTombstone, type SyncedEntity, stampChange } from '../repositories/changes';
import {
  type ClubTableName,
  deleteClubRecord,
  findClubRecord,
  insertClubRecord,
  updateClubRecord,
} from '../repositories/club-records';
import { findOne } from '../repositories/collection-reader';
import { type CollectionName, contentTypes } from '../strapi/content-types';
import { forbidden, notFound, notYours, validationError } from '../strapi/errors';
import { parsePopulateOnly } from '../strapi/query';
import { oneResponse } from '../strapi/response-schemas';
import { toEntity, type Viewer } from '../strapi/serialize';
import { authenticated, caller, parseId } from './http';
import { idempotent } from './idempotent';
import { dataBody, idParams } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

type Columns = Record<string, string | number | null>;

const ENTITY: Record<ClubTableName, SyncedEntity> = {
  schedules: 'schedule',
  closures: 'closure',
  mtows: 'mtow',
  club_services: 'club-service',
};

export interface ClubRecordResource<Create, Update> {
  name: CollectionName;
  table: ClubTableName;
  create: $ZodType<Create & { club?: number }>;
  update: $ZodType<Update & { club?: number }>;
  /** Checks a new record (400 via thrown HttpError) and returns its columns. */
  toInsert(db: Db, data: Create, clubId: number): Promise<Columns>;
  /** Checks the merged record and returns the columns to change. */
  toUpdate(db: Db, data: Update, current: Columns): Promise<Columns>;
  duplicateMessage: string;
  /**
   * For records landings keep (a club's services): DELETE marks the record removed rather than deleting
   * it, and creating it again brings back the removed record, under its id, when this finds one.
   */
  softRemoval?: { removedTwin(db: Db, columns: Columns, clubId: number): Promise<number | undefined> };
}

export const clubRecordRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  resource: ClubRecordResource<unknown, unknown>;
}> = async (plain, { ctx, resource }) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  const ct = contentTypes[resource.name];
  const path = `/api/${resource.name}`;
  const answer = async (db: Db, id: number, query: unknown, viewer: Viewer) => {
    const record = await findOne(db, ct, id, parsePopulateOnly(ct, query));
    if (!record) throw notFound();
    return { status: 200, body: { data: toEntity(record, viewer), meta: {} } };
  };
  const ownRecord = async (db: Db, id: number, clubId: number) => {
    const current = await findClubRecord(db, resource.table, id);
    // A removed record reads as missing, as another club's does.
    if (!current || current.club_id !== clubId || current.removed_at != null) throw notYours();
    return current;
  };
  const refuseOtherClub = (club: number | undefined, clubId: number) => {
    if (club !== undefined && club !== clubId) throw forbidden('You may only act on your own club');
  };
  const uniquely = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw validationError(resource.duplicateMessage);
      throw error;
    }
  };

  const onRequest = authenticated(ctx);
  const response = { 200: oneResponse(resource.name, false) };

  app.post(
    path,
    { preValidation: onRequest, schema: { body: dataBody(resource.create), response } },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const clubId = requireClub(who);
      const { data } = request.body;
      refuseOtherClub(data.club, clubId);
      const now = ctx.now().toISOString();
      const sent = await idempotent(ctx.db, request, reply, who.userId, now, async (trx) => {
        const change_seq = await stampChange(trx, clubId);
        const columns = await resource.toInsert(trx, data, clubId);
        const twin = await resource.softRemoval?.removedTwin(trx, columns, clubId);
        if (twin !== undefined) {
          await updateClubRecord(
            trx,
            resource.table,
            twin,
            { ...columns, removed_at: null, change_seq },
            now,
          );
          return answer(trx, twin, request.query, who);
        }
        const id = await uniquely(() =>
          insertClubRecord(trx, resource.table, { ...columns, club_id: clubId, change_seq }, now),
        );
        return answer(trx, id, request.query, who);
      });
      ctx.changes.changed(clubId);
      return sent;
    },
  );

  app.put(
    `${path}/:id`,
    { preValidation: onRequest, schema: { params: idParams, body: dataBody(resource.update), response } },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const clubId = requireClub(who);
      const id = parseId(request.params);
      const { data } = request.body;
      refuseOtherClub(data.club, clubId);
      const now = ctx.now().toISOString();
      const sent = await idempotent(ctx.db, request, reply, who.userId, now, async (trx) => {
        const change_seq = await stampChange(trx, clubId);
        const current = await ownRecord(trx, id, clubId);
        const columns = await resource.toUpdate(trx, data, current);
        await uniquely(() => updateClubRecord(trx, resource.table, id, { ...columns, change_seq }, now));
        return answer(trx, id, request.query, who);
      });
      ctx.changes.changed(clubId);
      return sent;
    },
  );

  app.delete(
    `${path}/:id`,
    { preValidation: onRequest, schema: { params: idParams, response } },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const clubId = requireClub(who);
      const id = parseId(request.params);
      const now = ctx.now().toISOString();
      const sent = await idempotent(ctx.db, request, reply, who.userId, now, async (trx) => {
        const seq = await stampChange(trx, clubId);
        await ownRecord(trx, id, clubId);
        const deleted = await answer(trx, id, request.query, who);
        if (resource.softRemoval) {
          // Its new sequence number tells the desks the settings changed; the row stays for its landings.
          await updateClubRecord(trx, resource.table, id, { removed_at: now, change_seq: seq }, now);
        } else {
          await deleteClubRecord(trx, resource.table, id);
          await recordTombstone(trx, clubId, seq, ENTITY[resource.table], id);
        }
        return deleted;
      });
      ctx.changes.changed(clubId);
      return sent;
    },
  );
};
