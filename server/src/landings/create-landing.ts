// A landing the desk writes down (a manual create or a radio call, accepted or pending), inside the
// caller's transaction: its pilot, aircraft, origin and services checked to exist and be the club's
// own, the fee worked out by the club's bands, the row written with the club's change sequence. It
// has no request page whose language its mails could speak: they speak the creating desk's
// (docs/decisions/0020, docs/product/movement-log.md "Mails").
import type { z } from 'zod/mini';
import { estimatedLandingFee } from '@/domain/fees/fee-rules';
import { dateProblem } from '@/domain/landings/landing-times';
import { toStoredTime } from '@/domain/time/time-of-day';
import type { landingCreate } from '@/domain/wire/landing-schema';
import type { Db } from '../db/database';
import { stampChange } from '../repositories/changes';
import { clubExists, weightBands } from '../repositories/clubs';
import { accountLocale } from '../repositories/users';
import { insertLanding } from '../repositories/landings';
import { findAircraft, findPilot, ownClubServiceIds } from '../repositories/lookups';
import { fieldError, forbidden } from '../strapi/errors';

export type LandingCreation = z.infer<typeof landingCreate>;

/** What is wrong with a creation before any database work: another club, a date out of bounds. */
export function creationProblem(clubId: number, body: LandingCreation, now: Date): Error | null {
  if (body.club !== undefined && body.club !== clubId) return forbidden('You may only act on your own club');
  const wrongDate = dateProblem(body.date, now);
  return wrongDate ? fieldError(wrongDate.field, wrongDate.message) : null;
}

/** The new landing's id; `userId`: the account writing it down, whose desk language its mails speak. */
export async function createLanding(
  trx: Db,
  clubId: number,
  body: LandingCreation,
  now: string,
  userId: number,
): Promise<number> {
  const locale = await accountLocale(trx, userId);
  const changeSeq = await stampChange(trx, clubId);
  const pilot = body.user == null ? null : await findPilot(trx, body.user, clubId);
  if (body.user != null && !pilot) throw fieldError('user', 'Unknown pilot');
  const aircraft = body.aircraft == null ? null : await findAircraft(trx, body.aircraft);
  if (body.aircraft != null && !aircraft) throw fieldError('aircraft', 'Unknown aircraft');
  if (!aircraft && !body.registration)
    throw fieldError('registration', 'Give the aircraft or its registration');
  if (body.from != null && !(await clubExists(trx, body.from))) throw fieldError('from', 'Unknown origin');
  const serviceIds = [...new Set(body.club_services ?? [])];
  if ((await ownClubServiceIds(trx, clubId, serviceIds)).length !== serviceIds.length) {
    throw forbidden('Club services must belong to your club');
  }
  // An airplane the club does not know is priced by the MTOW the call declared; with none it is to
  // be priced at the desk (docs/product/movement-log.md, "Pricing").
  const mtow = aircraft?.mtow ?? body.mtow ?? null;
  const price =
    mtow === null ? null : estimatedLandingFee(await weightBands(trx, clubId), mtow, body.landingPurpose);
  return insertLanding(
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
      locale,
      change_seq: changeSeq,
    },
    serviceIds,
    now,
  );
}
