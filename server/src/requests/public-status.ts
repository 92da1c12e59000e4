// A request as its pilot follows it (ADR 0009): the landing a status token opens, the request as
// the status page shows it, and withdrawing it. Shared by the API, the server-rendered status page
// and its event stream (docs/decisions/0021).

import { canCancel } from '@/domain/pilot-requests/request-status';
import type { PublicRequestStatus } from '@/domain/wire/pilot-request-wire';
import { msg } from '@/i18n/messages';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { stampChange } from '../repositories/changes';
import { nextUpdatedAt } from '../repositories/landings';
import {
  cancelLanding,
  clubOfLanding,
  confirmAddress,
  findTokenRow,
  requestServices,
  requestView,
} from '../repositories/pilot-requests';
import { conflict, notFound } from '../strapi/errors';
import { queueCancelledMail } from './request-mails';
import { decidedState, statusBody } from './request-view';
import { hashToken, isTokenShape, tokenMatches, tokenStillOpens } from './status-token';

/** A wrong token, a lost one and a request gone all answer the same 404: it tells nothing. */
export const noRequest = () => notFound(msg('pilot.errors.requestNotFound'));

async function openingToken(db: Db, token: unknown, today: string) {
  if (typeof token !== 'string' || !isTokenShape(token)) return null;
  const row = await findTokenRow(db, hashToken(token));
  if (!row || !tokenMatches(token, row.token_hash)) return null;
  return tokenStillOpens(row.date, today) ? row : null;
}

/**
 * The landing a status token opens on `today` (yyyy-MM-dd, UTC), or null: a wrong, malformed or
 * expired token tells nothing.
 */
export async function landingOfToken(db: Db, token: unknown, today: string): Promise<number | null> {
  return (await openingToken(db, token, today))?.landing_id ?? null;
}

/**
 * The landing a status page shown with `token` is of, as landingOfToken; a token that came in a
 * mail confirms the request's address on the way (docs/decisions/0030). `now`: an ISO instant.
 */
export async function openStatusPage(db: Db, token: unknown, now: string): Promise<number | null> {
  const row = await openingToken(db, token, now.slice(0, 10));
  if (!row) return null;
  if (row.confirms === 1) await confirmAddress(db, row.landing_id, now);
  return row.landing_id;
}

/** `payments`: this server takes fees online (AppContext.payments). */
export async function publicStatus(
  db: Db,
  landingId: number,
  payments: boolean,
): Promise<PublicRequestStatus | null> {
  const row = await requestView(db, landingId);
  return row ? statusBody(row, await requestServices(db, landingId), payments) : null;
}

/**
 * Withdraws the request (a 409 once it can no longer be), answered the same when repeated (a retry
 * on a poor link); the club's desks learn it at once.
 */
export async function cancelRequest(ctx: AppContext, landingId: number): Promise<PublicRequestStatus> {
  const at = ctx.now();
  const { answer, clubId } = await inTransaction(ctx.db, async (trx) => {
    // The club's counter before the landing's state is read: a decision in flight finishes first.
    const changeSeq = await stampChange(trx, await clubOfLanding(trx, landingId));
    const row = await requestView(trx, landingId);
    if (!row) throw noRequest();
    const status = async () =>
      (await publicStatus(trx, landingId, ctx.payments)) ?? Promise.reject(noRequest());
    if (row.status === 'cancelled') return { answer: await status(), clubId: null };
    if (!canCancel(decidedState(row))) throw conflict(msg('pilot.errors.cannotCancel'));
    const updatedAt = nextUpdatedAt(row.updatedAt, at);
    const club = await cancelLanding(trx, landingId, updatedAt, changeSeq);
    await queueCancelledMail(trx, ctx.mail, landingId, updatedAt);
    return { answer: await status(), clubId: club };
  });
  ctx.mail.poke();
  // A request paid online is given its payment back (docs/product.md#payments, "Cancelled").
  ctx.refunds.poke();
  if (clubId !== null) ctx.changes.changed(clubId);
  return answer;
}
