// Sending a pilot request (ADR 0009), whoever sends it: the page's script (POST
// /api/public/airfields/:slug/requests) or the page's form without it (POST /request/:slug,
// docs/decisions/0021). One path, so both keep the same rule, limits, honeypot and idempotency.
import { createHash } from 'node:crypto';
import { checkPilotRequest, HONEYPOT_FIELD, problemMessage } from '@/domain/pilot-requests/pilot-request';
import { utcDate } from '@/domain/time/instants';
import { localeOfAcceptLanguage } from '@/i18n/locale';
import { msg } from '@/i18n/messages';
import type { AppContext } from '../context';
import { asPageSends, typeMessage } from './api-request-body';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { stampChange } from '../repositories/changes';
import {
  addStatusToken,
  findRequestByKey,
  hasStatusToken,
  requestsByEmailSince,
} from '../repositories/pilot-requests';
import type { PublicClubRow } from '../repositories/public-airfields';
import { fieldErrorEntry, type HttpError, pilotTooManyRequests, validationError } from '../strapi/errors';
import { fileRequest } from './file-request';
import { allowSendFrom, type RequestLimits } from './send-limits';
import { newStatusToken, sendToken } from './status-token';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** An Idempotency-Key as sent (a header, or the form's hidden field); a malformed one is a 400. */
export function checkedKey(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (!KEY_PATTERN.test(key)) throw validationError('Invalid Idempotency-Key');
  return key;
}

/** The answer a reused key gets: an earlier send filed another request with it. */
const KEY_REUSED = msg('pilot.errors.keyReused');

export const isKeyReused = (error: HttpError): boolean =>
  (error.details.i18n as { id?: unknown } | undefined)?.id === KEY_REUSED.id;

export interface SentRequest {
  token: string;
  /** The same key and body came before: the request filed then, with the token it was answered with. */
  replayed: boolean;
}

/**
 * Files `data` as a request to `club` from address `ip`, or answers the request an earlier send
 * with the same key filed. Throws the HttpError the API answers with (400 with one entry per
 * field, 429). `acceptLanguage`: the browser's, for a request that names no language of its own.
 */
export async function sendRequest(
  ctx: AppContext,
  limits: RequestLimits,
  club: PublicClubRow,
  send: {
    key: string | null;
    data: Record<string, unknown>;
    ip: string;
    acceptLanguage?: string | undefined;
  },
): Promise<SentRequest> {
  const { key, data } = send;
  const fingerprint = key ? createHash('sha256').update(JSON.stringify(data)).digest('hex') : null;
  const now = ctx.now();
  const at = now.toISOString();

  // A send with a key is answered with a token the key fixes: its replays get that same one.
  const tokenOf = (landingId: number, sendKey: string) =>
    sendToken((label) => ctx.tokens.derive(label), landingId, sendKey);
  // A resend of a request already filed: the same request and the same answer, no new token.
  const replay = async (db: Db): Promise<SentRequest | null> => {
    const stored = key ? await findRequestByKey(db, club.id, key) : undefined;
    if (!key || !stored) return null;
    if (stored.fingerprint !== fingerprint) throw validationError(KEY_REUSED);
    const { token, hash } = tokenOf(stored.landing_id, key);
    // A request filed before tokens followed the key gets its key's token once.
    if (!(await hasStatusToken(db, stored.landing_id, hash)))
      await addStatusToken(db, stored.landing_id, hash, at, { confirms: false });
    return { token, replayed: true };
  };
  const honeypot = data[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '')
    return { token: newStatusToken().token, replayed: false };

  // The form's own rule first, stored nowhere: a pilot mending what it says does not spend the
  // address's sends (docs/decisions/0068).
  const check = checkPilotRequest(asPageSends(data), utcDate(now));
  if (!check.ok) {
    // Each field's message is a catalog key: English words in the envelope, the key beside them. A
    // value of the wrong type (no page sends one) gets its field's own words rather than zod's.
    const problems = Object.entries(check.messages).flatMap(([field, message]) => {
      if (message === undefined) return [];
      const typed = typeof message === 'string' ? typeMessage(field) : undefined;
      return [{ field, message: typed ? problemMessage(typed) : message }];
    });
    const errors = problems.map(({ field, message }) => fieldErrorEntry(field, message));
    throw validationError(problems[0]?.message ?? 'Invalid request', errors);
  }
  // Every other send counts, a replay too: resending cannot get past the limit.
  if (!(await allowSendFrom(ctx.db, limits, send.ip, now))) throw pilotTooManyRequests();
  const early = await inTransaction(ctx.db, replay);
  if (early) return early;
  // The language of every mail about the request: the page's, else the browser's.
  const body = { ...check.body, locale: check.body.locale ?? localeOfAcceptLanguage(send.acceptLanguage) };
  const since = new Date(now.getTime() - limits.perEmail.windowMs).toISOString();
  const sent = await inTransaction(ctx.db, async (trx): Promise<SentRequest> => {
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
      key ? (landingId) => tokenOf(landingId, key) : undefined,
    );
    return { token: filed.token, replayed: false };
  });
  ctx.mail.poke();
  ctx.changes.changed(club.id);
  return sent;
}
