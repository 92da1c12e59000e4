// A club's slot day as the server reads it (docs/product/slot-limits.md): its limits, the minutes its
// landings hold on that day of its clock, and the part of the day a pilot may ask for. Run inside the
// filing's transaction, after the club's counter is taken, the count cannot change under it.
import { z } from 'zod';
import { askableSpan, freeTimesOf, heldMinutes, type SlotDay, utcDatesAround } from '@/domain/club/slot-day';
import { readSlotLimit } from '@/domain/club/slot-limits';
import { clockZone, clubClockOf } from '@/domain/time/club-clock';
import { isIsoDate, wallClock } from '@/domain/time/instants';
import type { PublicSlots } from '@/domain/wire/pilot-request-wire';
import type { MessageId } from '@/i18n/messages';
import type { AppContext } from '../context';
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

/** The free-times read's query: one calendar date. */
export const slotsQuery = z.object({
  date: z.string().refine(isIsoDate, 'validation.pilotRequest.date' satisfies MessageId),
});

/** A day's free arrival times for the pilot's page; none before now on today, none on a past day. */
export async function publicSlots(ctx: AppContext, club: PublicClubRow, date: string): Promise<PublicSlots> {
  const zone = clockZone(clubClockOf(club));
  const now = wallClock(ctx.now(), zone);
  const day = await readSlotDay(ctx.db, club, date, zone);
  if (!day || !now || date < now.date) return { date, free: [] };
  return { date, free: freeTimesOf(day, date === now.date ? now.minuteOfDay + 1 : 0) };
}
