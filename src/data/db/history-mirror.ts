// Reading the History screen's landings from the mirror: every finished landing of one club the
// refreshers have stored, however many pages of the server they came from, and the requests their
// pilots cancelled (ADR 0009; a future one comes with the movements refresh).
import type { PprDb } from './schema';
import type { MirrorLanding } from './types';

export function finishedLandingsOfClub(db: PprDb, clubId: number): Promise<MirrorLanding[]> {
  return db.landings
    .where('[clubId+status]')
    .anyOf([
      [clubId, 'finished'],
      [clubId, 'cancelled'],
    ])
    .toArray();
}
