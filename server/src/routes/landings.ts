// Landing writes: PUT landings/:id (decisions with an optional reason, payment status, arrival,
// departure) with If-Match conflicts, and POST landings (a manual create or a radio call, accepted or
// pending). Both idempotent. A decision on a pilot's request queues its mail in the same transaction (ADR 0009);
// so does a desk cancel or no-show, to any landing with an address (docs/product/movement-log.md).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { estimatedLandingFee } from '@/domain/fees/fee-rules';
import { applyCorrection, isCorrection } from '@/domain/landings/landing-correction';
import { dateProblem } from '@/domain/landings/landing-times';
import { applyLandingChange } from '@/domain/landings/landing-transitions';
import { toStoredTime } from '@/domain/time/time-of-day';
import { type LandingStatus, PAYMENT_STATUSES, type PaymentStatus } from '@/domain/wire/entities';
import { landingChangeSchema, landingCreate } from '@/domain/wire/landing-schema';
import { requireClub } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { stampChange } from '../repositories/changes';
import { clubExists, parkingRates, weightBands } from '../repositories/clubs';
import { findOne } from '../repositories/collection-reader';
import { findLandingForUpdate, insertLanding, nextUpdatedAt, updateLanding } from '../repositories/landings';
import { findAircraft, findPilot, ownClubServiceIds } from '../repositories/lookups';
import { queueDecisionMail, queueDeskEndedMail } from '../requests/request-mails';
import { contentTypes } from '../strapi/content-types';
import { conflict, fieldError, forbidden, notFound, notYours } from '../strapi/errors';
import { type PopulateTree, parsePopulateOnly } from '../strapi/query';
import { oneResponse } from '../strapi/response-schemas';
import { toEntity, type Viewer } from '../strapi/serialize';
import { authenticated, caller, parseId } from './http';
import { idempotent } from './idempotent';
import { dataBody, idParams } from './schemas';

const landingChange = landingChangeSchema.check(
  z.refine((change) => Object.keys(change).length > 0, 'Nothing to update'),
);

const paymentStatusOf = (value: string | null): PaymentStatus | null =>
  (PAYMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as PaymentStatus) : null;

function ifMatch(request: FastifyRequest): string | null {
  const header = request.headers['if-match'];
  if (typeof header !== 'string' || header.trim() === '*') return null;
  return header.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
}

export const landingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const ct = contentTypes.landings;
  const entity = async (db: Db, id: number, populate: PopulateTree, viewer: Viewer) => {
    const record = await findOne(db, ct, id, populate);
    if (!record) throw notFound();
    return toEntity(record, viewer);
  };

  const onRequest = authenticated(ctx);
  const answer = { 200: oneResponse('landings', false) };

  app.put<{ Body: { data: z.infer<typeof landingChange> } }>(
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
      const patch = request.body.data;
      const now = ctx.now();
      const sent = await idempotent(ctx.db, request, reply, who.userId, now.toISOString(), async (trx) => {
        const changeSeq = await stampChange(trx, clubId);
        const current = await findLandingForUpdate(trx, id);
        if (!current || current.club_id !== clubId) throw notYours();
        const expected = ifMatch(request);
        if (expected !== null && expected !== current.updatedAt) {
          throw conflict('This landing changed since it was last loaded', {
            current: await entity(trx, id, populate, who),
          });
        }
        const rates = await parkingRates(trx, clubId);
        if (!rates) throw notFound();
        const status = current.status as LandingStatus;
        if (isCorrection(patch, status)) {
          const serviceIds = [...new Set(patch.club_services ?? [])];
          if ((await ownClubServiceIds(trx, clubId, serviceIds)).length !== serviceIds.length)
            throw forbidden('Club services must belong to your club');
          const corrected = applyCorrection(
            { ...current, status, category: current.aircraftCategory },
            patch.club_services ? { ...patch, club_services: serviceIds } : patch,
            { now, rates, bands: await weightBands(trx, clubId) },
          );
          if (!corrected.ok) throw fieldError(corrected.field, corrected.reason);
          const updatedAt = nextUpdatedAt(current.updatedAt, now);
          await updateLanding(trx, id, corrected.changes, updatedAt, changeSeq);
          return { status: 200, body: { data: await entity(trx, id, populate, who), meta: {} } };
        }
        const result = applyLandingChange(
          {
            status,
            permission: current.permission === null ? null : current.permission === 1,
            ata: current.ata,
            price: current.price,
            date: current.date,
            cancelledBy: current.cancelled_by,
            paymentStatus: paymentStatusOf(current.paymentStatus),
          },
          patch,
          { now, rates, category: current.aircraftCategory },
        );
        if (!result.ok) throw fieldError(result.field, result.reason);
        const updatedAt = nextUpdatedAt(current.updatedAt, now);
        await updateLanding(trx, id, result.changes, updatedAt, changeSeq);
        if (result.changes.permission !== undefined) await queueDecisionMail(trx, ctx.mail, id, updatedAt);
        const ended = result.changes.status;
        if (ended === 'cancelled' || ended === 'no_show')
          await queueDeskEndedMail(trx, ctx.mail, id, ended, updatedAt);
        return { status: 200, body: { data: await entity(trx, id, populate, who), meta: {} } };
      });
      ctx.changes.changed(clubId);
      ctx.mail.poke();
      return sent;
    },
  );

  app.post<{ Body: { data: z.infer<typeof landingCreate> } }>(
    '/api/landings',
    { preValidation: onRequest, schema: { body: dataBody(landingCreate), response: answer } },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const clubId = requireClub(who);
      const populate = parsePopulateOnly(ct, request.query);
      const body = request.body.data;
      if (body.club !== undefined && body.club !== clubId)
        throw forbidden('You may only act on your own club');
      const wrongDate = dateProblem(body.date, ctx.now());
      if (wrongDate) throw fieldError(wrongDate.field, wrongDate.message);
      const now = ctx.now().toISOString();
      const sent = await idempotent(ctx.db, request, reply, who.userId, now, async (trx) => {
        const changeSeq = await stampChange(trx, clubId);
        const pilot = body.user == null ? null : await findPilot(trx, body.user, clubId);
        if (body.user != null && !pilot) throw fieldError('user', 'Unknown pilot');
        const aircraft = body.aircraft == null ? null : await findAircraft(trx, body.aircraft);
        if (body.aircraft != null && !aircraft) throw fieldError('aircraft', 'Unknown aircraft');
        if (!aircraft && !body.registration)
          throw fieldError('registration', 'Give the aircraft or its registration');
        if (body.from != null && !(await clubExists(trx, body.from)))
          throw fieldError('from', 'Unknown origin');
        const serviceIds = [...new Set(body.club_services ?? [])];
        if ((await ownClubServiceIds(trx, clubId, serviceIds)).length !== serviceIds.length) {
          throw forbidden('Club services must belong to your club');
        }
        // An airplane the club does not know is priced by the MTOW the call declared; with none it
        // is to be priced at the desk (docs/product/movement-log.md, "Pricing").
        const mtow = aircraft?.mtow ?? body.mtow ?? null;
        const price =
          mtow === null
            ? null
            : estimatedLandingFee(await weightBands(trx, clubId), mtow, body.landingPurpose);
        const id = await insertLanding(
          trx,
          {
            club_id: clubId,
            user_id: pilot?.id ?? null,
            aircraft_id: aircraft?.id ?? null,
            registration: body.registration ?? null,
            aircraftType: aircraft ? null : (body.aircraftType ?? null),
            mtow: aircraft ? null : (body.mtow ?? null),
            origin: body.from == null ? (body.origin ?? null) : null,
            from_id: body.from ?? null,
            date: body.date,
            time: toStoredTime(body.time ?? '12:00:00'),
            status: 'pending',
            permission: body.permission === null ? null : 1,
            landing_permission: body.permission === null ? null : 1,
            paymentStatus: 'Pending',
            ata: null,
            departure: null,
            price,
            landingPurpose: body.landingPurpose ?? null,
            passengers_on_board:
              body.passengers_on_board ?? (pilot ? JSON.stringify([pilot.name ?? pilot.username]) : null),
            time_parked: null,
            email: body.email ?? pilot?.email ?? null,
            change_seq: changeSeq,
          },
          serviceIds,
          now,
        );
        return { status: 200, body: { data: await entity(trx, id, populate, who), meta: {} } };
      });
      ctx.changes.changed(clubId);
      return sent;
    },
  );
};
