// Short words naming a landing for screen readers and the ETA cell's text.
import type { MirrorLanding } from '@/data/db/types';
import { formatDate, formatTime } from '@/domain/format';
import { aircraftLabel } from '@/domain/landings';

/** ETA: the filed date and time of day, both as stored (UTC). */
export function etaText(landing: Pick<MirrorLanding, 'date' | 'time'>): string {
  return `${formatDate(landing.date)} ${formatTime(landing.time)}`;
}

/** e.g. 'of Cessna 172 CS-AAA, 22/11/2026 14:30': appended to a button's visible label. */
export function aboutLanding(landing: MirrorLanding): string {
  return `of ${aircraftLabel(landing) ?? 'unknown aircraft'}, ${etaText(landing)}`;
}
