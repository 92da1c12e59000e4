// A desk's change to one of its club's landings, inside the caller's transaction: the If-Match
// check, a correction or a state change by the domain's rules, the row written with the club's
// change sequence, and the pilot's mail a decision, cancel, no-show, departure to pay or payment sends
// (ADR 0009, docs/product/movement-log.md, docs/decisions/0031).
import { deskPaidCents } from '@/domain/fees/desk-paid';
import { applyCorrection, isCorrection } from '@/domain/landings/landing-correction';
import { applyLandingChange } from '@/domain/landings/landing-transitions';
import { type LandingStatus, PAYMENT_STATUSES, type PaymentStatus } from '@/domain/wire/entities';
import type { LandingChange } from '@/domain/wire/landing-schema';
import type { Db } from '../db/database';
import type { MailContext } from '../mail/mail-queue';
import { queuePaidMail } from '../receipts/paid-mail';
import { stampChange } from '../repositories/changes';
import { parkingRates, weightBands } from '../repositories/clubs';
import { findLandingForUpdate, nextUpdatedAt, updateLanding } from '../repositories/landings';
import { clubServicePrices, landingServiceIds, ownClubServiceIds } from '../repositories/lookups';
import { queueDecisionMail, queueDepartedMail, queueDeskEndedMail } from '../requests/request-mails';
import { conflict, fieldError, forbidden, notFound, notYours } from '../strapi/errors';

const paymentStatusOf = (value: string | null): PaymentStatus | null =>
  (PAYMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as PaymentStatus) : null;

export interface LandingChangeRequest {
  clubId: number;
  id: number;
  patch: LandingChange;
  /** The updatedAt the desk saw (If-Match); null to change whatever is there. */
  expected: string | null;
  now: Date;
}

/** `current`: the landing as the caller serves it, for a 409's body. */
export async function changeLanding(
  trx: Db,
  mail: MailContext,
  { clubId, id, patch, expected, now }: LandingChangeRequest,
  current: (trx: Db) => Promise<unknown>,
): Promise<void> {
  const changeSeq = await stampChange(trx, clubId);
  const row = await findLandingForUpdate(trx, id);
  if (!row || row.club_id !== clubId) throw notYours();
  if (expected !== null && expected !== row.updatedAt) {
    throw conflict('This landing changed since it was last loaded', { current: await current(trx) });
  }
  const rates = await parkingRates(trx, clubId);
  if (!rates) throw notFound();
  const status = row.status as LandingStatus;
  const updatedAt = nextUpdatedAt(row.updatedAt, now);
  if (isCorrection(patch, status)) {
    const serviceIds = [...new Set(patch.club_services ?? [])];
    const had = await landingServiceIds(trx, id);
    // A service the club stopped offering may stay on the landing that had it, but not be added anew.
    const added = serviceIds.filter((serviceId) => !had.includes(serviceId));
    if ((await ownClubServiceIds(trx, clubId, added)).length !== added.length)
      throw forbidden('Club services must belong to your club');
    const corrected = applyCorrection(
      { ...row, status, category: row.aircraftCategory, serviceIds: had },
      patch.club_services ? { ...patch, club_services: serviceIds } : patch,
      {
        now,
        rates,
        bands: await weightBands(trx, clubId),
        servicePrices: await clubServicePrices(trx, clubId),
      },
    );
    if (!corrected.ok) throw fieldError(corrected.field, corrected.reason);
    await updateLanding(trx, id, corrected.changes, updatedAt, changeSeq);
    return;
  }
  const result = applyLandingChange(
    {
      status,
      permission: row.permission === null ? null : row.permission === 1,
      ata: row.ata,
      price: row.price,
      date: row.date,
      time: row.time,
      cancelledBy: row.cancelled_by,
      paymentStatus: paymentStatusOf(row.paymentStatus),
    },
    patch,
    { now, rates, category: row.aircraftCategory },
  );
  if (!result.ok) throw fieldError(result.field, result.reason);
  const paid = deskPaidCents(row, result.changes, patch.paid_cents);
  if (!paid.ok) throw fieldError('paid_cents', paid.reason);
  await updateLanding(trx, id, { ...result.changes, paid_cents: paid.cents }, updatedAt, changeSeq);
  if (result.changes.permission !== undefined) await queueDecisionMail(trx, mail, id, updatedAt);
  const ended = result.changes.status;
  if (ended === 'cancelled' || ended === 'no_show') await queueDeskEndedMail(trx, mail, id, ended, updatedAt);
  if (ended === 'finished') await queueDepartedMail(trx, mail, id, updatedAt);
  // Marked Paid at the desk: the pilot with an address gets the receipt too (docs/decisions/0031).
  if (result.changes.paymentStatus === 'Paid' && row.paymentStatus !== 'Paid')
    await queuePaidMail(trx, mail, id, updatedAt);
}
