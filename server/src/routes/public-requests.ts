// The pilot's door (ADR 0009), no token: send a request to an airfield, read it by its status token,
// cancel it. Sending is bounded (16 KB, per address and per email), idempotent per airfield and
// Idempotency-Key, and a filled honeypot is answered like a success with nothing stored.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkPilotRequest, HONEYPOT_FIELD } from '@/domain/pilot-request';
import { canCancel } from '@/domain/request-status';
import { utcDate } from '@/domain/time/instants';
import { localeOfAcceptLanguage } from '@/i18n/locale';
import { msg } from '@/i18n/messages';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { stampChange } from '../repositories/changes';
import { nextUpdatedAt } from '../repositories/landings';
import {
  cancelLanding,
  clubOfLanding,
  findRequestByKey,
  findTokenRow,
  requestServices,
  requestsByEmailSince,
  requestView,
} from '../repositories/pilot-requests';
import { fileRequest } from '../requests/file-request';
import { mintToken, queueCancelledMail } from '../requests/request-mails';
import { decidedState, statusBody } from '../requests/request-view';
import { allowSendFrom, DEFAULT_REQUEST_LIMITS, type RequestLimits } from '../requests/send-limits';
import { hashToken, isTokenShape, newStatusToken, tokenMatches } from '../requests/status-token';
import { conflict, fieldErrorEntry, notFound, pilotTooManyRequests, validationError } from '../strapi/errors';
import { clubOfSlug, PUBLIC_READ_LIMIT } from './public-airfields';

/** A request is a few hundred bytes; 16 KB leaves room for notes and passengers, and no more. */
export const REQUEST_BODY_LIMIT = 16 * 1024;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return null;
  if (!KEY_PATTERN.test(key)) throw validationError('Invalid Idempotency-Key');
  return key;
}

function dataOf(body: unknown): Record<string, unknown> {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw validationError('Missing "data" payload in the request body');
  return data as Record<string, unknown>;
}

/** A wrong token, a lost one and a request gone all answer the same 404: it tells nothing. */
const noRequest = () => notFound(msg('pilot.errors.requestNotFound'));

/** The request a token opens, or the 404. */
async function landingOfToken(db: Db, params: unknown): Promise<number> {
  const token = (params as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || !isTokenShape(token)) throw noRequest();
  const row = await findTokenRow(db, hashToken(token));
  if (!row || !tokenMatches(token, row.token_hash)) throw noRequest();
  return row.landing_id;
}

async function statusOf(db: Db, landingId: number) {
  const row = await requestView(db, landingId);
  if (!row) throw noRequest();
  return { data: statusBody(row, await requestServices(db, landingId)) };
}

export const publicRequestRoutes: FastifyPluginAsync<{ ctx: AppContext; limits?: RequestLimits }> = async (
  app,
  { ctx, limits = DEFAULT_REQUEST_LIMITS },
) => {
  app.post(
    '/api/public/airfields/:slug/requests',
    { bodyLimit: REQUEST_BODY_LIMIT },
    async (request, reply) => {
      const club = await clubOfSlug(ctx, request.params);
      const key = idempotencyKey(request);
      const data = dataOf(request.body);
      const fingerprint = key ? createHash('sha256').update(JSON.stringify(data)).digest('hex') : null;
      const now = ctx.now();
      const at = now.toISOString();

      // A resend of a request already filed: the same request, with a fresh status token.
      const replay = async (db: Db): Promise<{ data: { token: string } } | null> => {
        const stored = key ? await findRequestByKey(db, club.id, key) : undefined;
        if (!stored) return null;
        if (stored.fingerprint !== fingerprint) throw validationError(msg('pilot.errors.keyReused'));
        reply.header('idempotent-replayed', 'true');
        return { data: { token: await mintToken(db, stored.landing_id, at) } };
      };
      const early = await inTransaction(ctx.db, replay);
      if (early) return early;

      if (!(await allowSendFrom(ctx.db, limits, request.ip, now))) throw pilotTooManyRequests();
      const honeypot = data[HONEYPOT_FIELD];
      if (typeof honeypot === 'string' && honeypot.trim() !== '')
        return { data: { token: newStatusToken().token } };

      const check = checkPilotRequest(data, utcDate(now));
      if (!check.ok) {
        // Each field's message is a catalog key: English words in the envelope, the key beside them.
        const problems = Object.entries(check.messages).flatMap(([field, message]) =>
          message === undefined ? [] : [{ field, message }],
        );
        const errors = problems.map(({ field, message }) => fieldErrorEntry(field, message));
        throw validationError(problems[0]?.message ?? 'Invalid request', errors);
      }
      // The language of every mail about the request: the page's, else the browser's.
      const body = {
        ...check.body,
        locale: check.body.locale ?? localeOfAcceptLanguage(request.headers['accept-language']),
      };
      const since = new Date(now.getTime() - limits.perEmail.windowMs).toISOString();
      const answer = await inTransaction(ctx.db, async (trx) => {
        // The club's counter first: two sends with one key queue here, and the second finds the first.
        const changeSeq = await stampChange(trx, club.id);
        const raced = await replay(trx);
        if (raced) return raced;
        if ((await requestsByEmailSince(trx, body.email.toLowerCase(), since)) >= limits.perEmail.max)
          throw pilotTooManyRequests();
        const filed = await fileRequest(
          trx,
          ctx.mail,
          club,
          body,
          { key, fingerprint },
          { now: at, changeSeq },
        );
        return { data: { token: filed.token } };
      });
      ctx.mail.poke();
      ctx.changes.changed(club.id);
      return answer;
    },
  );

  app.get('/api/public/requests/:token', { config: PUBLIC_READ_LIMIT }, async (request) =>
    statusOf(ctx.db, await landingOfToken(ctx.db, request.params)),
  );

  app.post('/api/public/requests/:token/cancel', { config: PUBLIC_READ_LIMIT }, async (request) => {
    const at = ctx.now();
    const { answer, clubId } = await inTransaction(ctx.db, async (trx) => {
      const landingId = await landingOfToken(trx, request.params);
      // The club's counter before the landing's state is read: a decision in flight finishes first.
      const changeSeq = await stampChange(trx, await clubOfLanding(trx, landingId));
      const row = await requestView(trx, landingId);
      if (!row) throw noRequest();
      // Cancelling twice (a retry on a poor link) answers the cancelled request again.
      if (row.status === 'cancelled') return { answer: await statusOf(trx, landingId), clubId: null };
      if (!canCancel(decidedState(row))) throw conflict(msg('pilot.errors.cannotCancel'));
      const updatedAt = nextUpdatedAt(row.updatedAt, at);
      const club = await cancelLanding(trx, landingId, updatedAt, changeSeq);
      await queueCancelledMail(trx, ctx.mail, landingId, updatedAt);
      return { answer: await statusOf(trx, landingId), clubId: club };
    });
    ctx.mail.poke();
    // The desks of the club learn at once that the request left their lists.
    if (clubId !== null) ctx.changes.changed(clubId);
    return answer;
  });
};
