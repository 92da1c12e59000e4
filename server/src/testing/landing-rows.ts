// Landings written straight into SQLite for tests, as no API call can write them: rows an older
// server stored (an owner as the user, an arrival fifty years back), or another club's history, and
// the time that passes for a row (its ETA gone by).
import { parseInstant, utcDate } from '@/domain/time/instants';
import type { Db } from '../db/database';
import { insertLanding, type NewLanding } from '../repositories/landings';

type Required = Pick<NewLanding, 'club_id' | 'user_id' | 'aircraft_id'>;

/** An accepted, pending landing for tomorrow unless `values` says otherwise; returns its id. */
export function insertLandingRow(
  db: Db,
  values: Required & Partial<NewLanding>,
  at: string,
): Promise<number> {
  return insertLanding(
    db,
    {
      from_id: null,
      date: utcDate(parseInstant(at)),
      time: '10:00:00.000',
      status: 'pending',
      permission: 1,
      landing_permission: 1,
      paymentStatus: 'Pending',
      ata: null,
      departure: null,
      price: 10,
      landingPurpose: null,
      passengers_on_board: null,
      time_parked: null,
      email: null,
      change_seq: 0,
      ...values,
    },
    [],
    at,
  );
}

/**
 * The landing's ETA comes and goes, as if the test waited for it: its day moves to yesterday. A
 * request can only be filed for a time ahead, and a no-show waits for the ETA.
 */
export async function letEtaPass(db: Db, id: number): Promise<void> {
  await db
    .updateTable('landings')
    .set({ date: utcDate(Date.now() - 86_400_000) })
    .where('id', '=', id)
    .execute();
}
