// Short words naming a landing for screen readers, the ETA cell's text, and a request row's cells.
import type { MirrorLanding } from '@/data/react/records';
import { formatDate, formatPrice, formatUtcTime } from '@/domain/format';
import { aircraftLabel } from '@/domain/landings';

/** ETA: the filed date and time of day, both as stored, saying it is UTC: '22/11/2026 14:30 UTC'. */
export function etaText(landing: Pick<MirrorLanding, 'date' | 'time'>): string {
  return `${formatDate(landing.date)} ${formatUtcTime(landing.time)}`;
}

/** e.g. 'of Cessna 172 CS-AAA, 22/11/2026 14:30 UTC': appended to a button's visible label. */
export function aboutLanding(landing: MirrorLanding): string {
  return `of ${aircraftLabel(landing) ?? 'unknown aircraft'}, ${etaText(landing)}`;
}

/** The cells a request's row shows in Pending and in Upcoming alike: its ETA and its fee. */
export function requestRowCells(landing: MirrorLanding) {
  return {
    when: etaText(landing),
    whenLabel: 'ETA',
    amount: formatPrice(landing.price),
  } as const;
}
