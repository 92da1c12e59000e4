// Landing writes: the row a transition starts from, the update it makes and the manual create.
// Reads for the API go through the collection reader.

import type { Insertable } from 'kysely';
import { parseInstant } from '@/domain/time/instants';
import type { CancelledBy } from '@/domain/wire/entities';
import type { LandingUpdate } from '@/domain/wire/landing-schema';
import type { Db } from '../db/database';
import type { LandingTable } from '../db/schema';
import { nextPprNumber } from './ppr-numbers';

export interface LandingForUpdate {
  id: number;
  club_id: number;
  status: string;
  permission: number | null;
  ata: string | null;
  date: string;
  time: string;
  price: number | null;
  updatedAt: string;
  aircraftCategory: string | null;
  aircraftMtow: number | null;
  cancelled_by: CancelledBy | null;
  paymentStatus: string | null;
  fee_by_hand: number | null;
  fee_reason: string | null;
  departure: string | null;
  landingPurpose: string | null;
  mtow: number | null;
}

export function findLandingForUpdate(db: Db, id: number): Promise<LandingForUpdate | undefined> {
  return db
    .selectFrom('landings')
    .leftJoin('aircrafts', 'aircrafts.id', 'landings.aircraft_id')
    .select([
      'landings.id',
      'landings.club_id',
      'landings.status',
      'landings.permission',
      'landings.ata',
      'landings.date',
      'landings.time',
      'landings.price',
      'landings.updatedAt',
      'landings.cancelled_by',
      'landings.paymentStatus',
      'landings.fee_by_hand',
      'landings.fee_reason',
      'landings.departure',
      'landings.landingPurpose',
      'landings.mtow',
      'aircrafts.category as aircraftCategory',
      'aircrafts.mtow as aircraftMtow',
    ])
    .where('landings.id', '=', id)
    .executeTakeFirst();
}

/** Strictly after the previous value, so an If-Match on the old one always notices the change. */
export function nextUpdatedAt(previous: string, now: Date): string {
  const next = Math.max(now.getTime(), parseInstant(previous) + 1);
  return new Date(next).toISOString();
}

// null is a reopened request: undecided again.
const bit = (value: boolean | null | undefined): number | null | undefined =>
  value === undefined || value === null ? value : value ? 1 : 0;

/** `changeSeq`: the club's sequence number this write took (repositories/changes.ts). */
export async function updateLanding(
  db: Db,
  id: number,
  changes: LandingUpdate,
  updatedAt: string,
  changeSeq: number,
): Promise<void> {
  await db
    .updateTable('landings')
    .set({
      permission: bit(changes.permission),
      landing_permission: bit(changes.landing_permission),
      paymentStatus: changes.paymentStatus,
      payment_method: changes.payment_method,
      paid_cents: changes.paid_cents,
      status: changes.status,
      ata: changes.ata,
      departure: changes.departure,
      time_parked: changes.time_parked,
      price: changes.price,
      reason: changes.reason,
      fee_by_hand: changes.fee_by_hand,
      fee_reason: changes.fee_reason,
      cancelled_by: changes.cancelledBy,
      // A correction (docs/product/movement-log.md, "Corrections"): a relation is only let go.
      registration: changes.registration,
      aircraftType: changes.aircraftType,
      mtow: changes.mtow,
      aircraft_id: changes.aircraft,
      origin: changes.origin,
      from_id: changes.from,
      email: changes.email,
      passengers_on_board: changes.passengers_on_board,
      date: changes.date,
      time: changes.time,
      landingPurpose: changes.landingPurpose,
      updatedAt,
      change_seq: changeSeq,
    })
    .where('id', '=', id)
    .execute();
  if (changes.club_services !== undefined) await replaceServices(db, id, changes.club_services);
}

/** The services a corrected landing has: exactly these (already checked to be its club's). */
async function replaceServices(db: Db, landingId: number, clubServiceIds: number[]): Promise<void> {
  await db.deleteFrom('landings_club_services').where('landing_id', '=', landingId).execute();
  if (clubServiceIds.length === 0) return;
  await db
    .insertInto('landings_club_services')
    .values(clubServiceIds.map((club_service_id) => ({ landing_id: landingId, club_service_id })))
    .execute();
}

/**
 * A new row: the columns a pilot request adds may be left out (null, not outside hours);
 * `change_seq` is the club's sequence number the write took (docs/decisions/0010). Its PPR number
 * is the club's next one, taken in the same transaction.
 */
export type NewLanding = Omit<
  Insertable<LandingTable>,
  'id' | 'createdAt' | 'updatedAt' | 'change_seq' | 'ppr'
> & {
  change_seq: number;
};

export async function insertLanding(db: Db, landing: NewLanding, clubServiceIds: number[], now: string) {
  const ppr = await nextPprNumber(db, landing.club_id, now);
  const { id } = await db
    .insertInto('landings')
    .values({ ...landing, ppr, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (clubServiceIds.length) {
    await db
      .insertInto('landings_club_services')
      .values(clubServiceIds.map((club_service_id) => ({ landing_id: id, club_service_id })))
      .execute();
  }
  return id;
}

/**
 * What the club's slot limits count on these UTC dates: each landing's date, time, status and
 * permission, nothing that names it (docs/product/slot-limits.md); the index landings_club_date serves it.
 */
export function slotHolders(db: Db, clubId: number, dates: readonly string[]) {
  return db
    .selectFrom('landings')
    .select(['date', 'time', 'status', 'permission'])
    .where('club_id', '=', clubId)
    .where('date', 'in', dates)
    .execute();
}
