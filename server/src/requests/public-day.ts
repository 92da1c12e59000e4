// What the pilot's page says of the day the pilot chose (docs/product/slot-limits.md): its free
// arrival times where the airfield limits its slots, and its sunset at the airfield, both on the
// club's clock.
import { z } from 'zod';
import { sunsetOnClock } from '@/domain/club/acceptance-rules';
import { freeTimesOf } from '@/domain/club/slot-day';
import { clockZone, clubClockOf } from '@/domain/time/club-clock';
import { isIsoDate, wallClock } from '@/domain/time/instants';
import type { PublicDay } from '@/domain/wire/pilot-request-wire';
import type { MessageId } from '@/i18n/messages';
import type { AppContext } from '../context';
import { acceptanceSetting } from '../repositories/clubs';
import type { PublicClubRow } from '../repositories/public-airfields';
import { readSlotDay } from './slot-day';

/** The day read's query: one calendar date. */
export const dayQuery = z.object({
  date: z.string().refine(isIsoDate, 'validation.pilotRequest.date' satisfies MessageId),
});

/** No free time before now on today, none on a past day. */
export async function publicDay(ctx: AppContext, club: PublicClubRow, date: string): Promise<PublicDay> {
  const zone = clockZone(clubClockOf(club));
  const now = wallClock(ctx.now(), zone);
  const [slots, place] = await Promise.all([
    readSlotDay(ctx.db, club, date, zone),
    acceptanceSetting(ctx.db, club.id),
  ]);
  const free = !slots
    ? null
    : !now || date < now.date
      ? []
      : freeTimesOf(slots, date === now.date ? now.minuteOfDay + 1 : 0);
  return { date, free, sunset: sunsetOnClock(date, place?.lat ?? null, place?.long ?? null, zone) };
}
