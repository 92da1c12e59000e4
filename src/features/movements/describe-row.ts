// Short words naming a landing for screen readers, the ETA cell's text, the PURPOSE cell's words
// and a request row's cells (with the closure its date falls on), in the reader's language.
import { createElement } from 'react';
import type { MirrorLanding } from '@/data/react/records';
import { type ClosureDates, closureOn } from '@/domain/closures';
import { aircraftLabel } from '@/domain/landings';
import { type DisplayLocale, formatDate, formatUtcTime } from '@/domain/time/format';
import { TOUCH_AND_GO } from '@/domain/types';
import type { MessageId, Translate } from '@/i18n/messages';
import { FeeAmount } from '@/ui/FeeAmount';

/** ETA: the filed date and time of day, both as stored, saying it is UTC: '22/11/2026 14:30 UTC'. */
export function etaText(landing: Pick<MirrorLanding, 'date' | 'time'>, tag: DisplayLocale): string {
  return `${formatDate(landing.date, tag)} ${formatUtcTime(landing.time, tag)}`;
}

/** e.g. 'of CS-AAA · Cessna 172, 22/11/2026 14:30 UTC': appended to a button's visible label. */
export function aboutLanding(t: Translate, landing: MirrorLanding, tag: DisplayLocale): string {
  const aircraft = aircraftLabel(landing);
  const eta = etaText(landing, tag);
  return aircraft ? t('movements.row.about', { aircraft, eta }) : t('movements.row.aboutUnknown', { eta });
}

/** The PURPOSE column: only touch-and-go training is told apart. */
export function purposeKey(landingPurpose: string | null | undefined): MessageId {
  return landingPurpose === TOUCH_AND_GO ? 'common.purpose.touchAndGo' : 'common.purpose.landing';
}

/**
 * The cells a request's row shows in Pending and in Upcoming alike: its ETA, its fee, and the
 * club's closure its date falls on (docs/product/movement-log.md, "Closure dates").
 */
export function requestRowCells(
  landing: MirrorLanding,
  t: Translate,
  tag: DisplayLocale,
  closures: readonly ClosureDates[],
) {
  return {
    when: etaText(landing, tag),
    whenLabel: t('movements.columns.eta'),
    amount: createElement(FeeAmount, { landing }),
    closedNote: closureOn(landing.date, closures)?.note ?? null,
  } as const;
}
