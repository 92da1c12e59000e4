// A club's slot day as the server reads it (docs/product/slot-limits.md): its limits, the minutes its
// landings hold on that day of its clock, and the part of the day a pilot may ask for. Run inside the
// filing's transaction, after the club's counter is taken, the count cannot change under it.
import { askableSpan, heldMinutes, type SlotDay, utcDatesAround } from '@/domain/club/slot-day';
import { readSlotLimit } from '@/domain/club/slot-limits';
import type { Db } from '../db/database';
import { slotHolders } from '../repositories/landings';
import { clubHours, type PublicClubRow } from '../repositories/public-airfields';

/** `day` on the club's clock (`zone`); null when the club sets no slot limit. */
export async function readSlotDay(
  db: Db,
  club: PublicClubRow,
  day: string,
  zone: string,
): Promise<SlotDay | null> {
  const limit = readSlotLimit(club);
  if (!limit) return null;
  const [landings, hours] = await Promise.all([
    slotHolders(db, club.id, utcDatesAround(day)),
    clubHours(db, club.id),
  ]);
  return {
    limit,
    held: heldMinutes(landings, day, zone),
    span: askableSpan(day, zone, hours, club.request === 0),
  };
}
