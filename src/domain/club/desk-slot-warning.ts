// The desk's warning when Create Landing goes over the club's slot limits (docs/product/slot-limits.md).
// Its words load with the Create Landing form, the one screen that names them (src/i18n/audiences.ts).
import { type Message, msg } from '@/i18n/messages';
import { minuteOfDayTime } from '../time/durations';
import { type SlotLimit, slotVerdict, windowStart } from './slot-limits';

/**
 * The desk's warning for one more arrival at `minute` beside `held`: the desk may go over the
 * limit by hand (a radio call cannot be refused), so this only says by how much; null when it fits.
 */
export function deskSlotWarning(limit: SlotLimit, held: readonly number[], minute: number): Message | null {
  const verdict = slotVerdict(limit, held, minute);
  if (verdict === 'free') return null;
  if (verdict === 'day-full')
    return msg('movements.createLanding.dayFull', { held: held.length, perDay: limit.perDay ?? 0 });
  const { arrivals, minutes } = limit.window ?? { arrivals: 0, minutes: 0 };
  const start = windowStart(minute, minutes);
  return msg('movements.createLanding.slotFull', {
    from: minuteOfDayTime(start),
    to: minuteOfDayTime((start + minutes) % (24 * 60)),
    held: held.filter((taken) => windowStart(taken, minutes) === start).length,
    arrivals,
  });
}
