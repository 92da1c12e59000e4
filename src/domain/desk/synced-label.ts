// The header's "last synced" label as a message, so each language says it its own way: never,
// just now (under a minute, or in the future, which is clock skew between device and server),
// N min ago within the hour, the time earlier the same Lisbon day, and date and time before that.

import { type Message, msg } from '@/i18n/messages';
import type { Clock } from '../time/clock';
import { DEFAULT_LOCALE, type DisplayLocale, formatZonedDateTime } from '../time/format';
import { parseInstant, wallClock } from '../time/instants';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export function syncedLabel(
  iso: string | null,
  clock: Clock,
  locale: DisplayLocale = DEFAULT_LOCALE,
): Message {
  const at = iso ? parseInstant(iso) : Number.NaN;
  if (!iso || Number.isNaN(at)) return msg('shell.sync.lastSyncedNever');
  const now = clock.now();
  const elapsedMs = now.getTime() - at;
  if (elapsedMs < MINUTE_MS) return msg('shell.sync.lastSyncedJustNow');
  if (elapsedMs < HOUR_MS)
    return msg('shell.sync.lastSyncedMinutesAgo', { minutes: Math.floor(elapsedMs / MINUTE_MS) });
  const then = wallClock(at);
  if (then && then.date === wallClock(now)?.date) {
    return msg('shell.sync.lastSyncedAt', { time: formatZonedDateTime(iso, locale, { shown: 'time' }) });
  }
  return msg('shell.sync.lastSyncedAt', { time: formatZonedDateTime(iso, locale, { shown: 'date-time' }) });
}
