// Short words naming a landing for screen readers, the ETA cell's text, and a request row's cells.
import type { MirrorLanding } from '@/data/react/records';
import { aircraftLabel } from '@/domain/landings';
import { formatPrice } from '@/domain/money';
import { DEFAULT_LOCALE, type DisplayLocale, formatDate, formatUtcTime } from '@/domain/time/format';

/** ETA: the filed date and time of day, both as stored, saying it is UTC: '22/11/2026 14:30 UTC'. */
export function etaText(
  landing: Pick<MirrorLanding, 'date' | 'time'>,
  locale: DisplayLocale = DEFAULT_LOCALE,
): string {
  return `${formatDate(landing.date, locale)} ${formatUtcTime(landing.time, locale)}`;
}

/** e.g. 'of Cessna 172 CS-AAA, 22/11/2026 14:30 UTC': appended to a button's visible label. */
export function aboutLanding(landing: MirrorLanding, locale: DisplayLocale = DEFAULT_LOCALE): string {
  return `of ${aircraftLabel(landing) ?? 'unknown aircraft'}, ${etaText(landing, locale)}`;
}

/** The cells a request's row shows in Pending and in Upcoming alike: its ETA and its fee. */
export function requestRowCells(landing: MirrorLanding, locale: DisplayLocale = DEFAULT_LOCALE) {
  return {
    when: etaText(landing, locale),
    whenLabel: 'ETA',
    amount: formatPrice(landing.price),
  } as const;
}
