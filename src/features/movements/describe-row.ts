// Short words naming a landing for screen readers, the ETA cell's text, the PURPOSE cell's words
// and a request row's cells (with the closure its date falls on), in the reader's language.
import { createElement } from 'react';
import type { MirrorLanding } from '@/data/react/records';
import { type ClosureDates, closureOn } from '@/domain/club/closure-dates';
import { aircraftLabel } from '@/domain/landings/landing-facts';
import type { NamedClock } from '@/domain/time/club-clock';
import { type DisplayLocale, formatEtaOnClock } from '@/domain/time/format';
import { storedOnClock } from '@/domain/time/instants';
import { TOUCH_AND_GO } from '@/domain/wire/entities';
import type { MessageId, Translate } from '@/i18n/messages';
import { FeeAmount } from '@/ui/FeeAmount';

/** ETA on the club's clock, its zone named: '22/11/2026, 14:30 UTC' or '22/11/2026, 15:30 Lisbon'. */
export function etaText(
  landing: Pick<MirrorLanding, 'date' | 'time'>,
  tag: DisplayLocale,
  clock: NamedClock,
): string {
  return formatEtaOnClock(landing, clock, tag);
}

/**
 * e.g. 'of CS-AAA · Cessna 172, 22/11/2026, 14:30 UTC': appended to a button's visible label. `eta` is
 * the time the row shows (a parked aircraft's arrival), so a screen reader hears what is on screen.
 */
export function aboutLanding(t: Translate, landing: MirrorLanding, eta: string): string {
  const aircraft = aircraftLabel(landing);
  return aircraft ? t('movements.row.about', { aircraft, eta }) : t('movements.row.aboutUnknown', { eta });
}

/** The PURPOSE column: only touch-and-go training is told apart. */
export function purposeKey(landingPurpose: string | null | undefined): MessageId {
  return landingPurpose === TOUCH_AND_GO ? 'common.purpose.touchAndGo' : 'common.purpose.landing';
}

/**
 * The cells a request's row shows in Pending and in Upcoming alike: its ETA on the club's clock, its
 * fee, and the club's closure its day on that clock falls on (docs/product/movement-log.md,
 * "Closure dates").
 */
export function requestRowCells(
  landing: MirrorLanding,
  t: Translate,
  tag: DisplayLocale,
  clock: NamedClock,
  closures: readonly ClosureDates[],
) {
  return {
    when: etaText(landing, tag, clock),
    whenLabel: t('movements.columns.eta'),
    amount: createElement(FeeAmount, { landing }),
    closedNote:
      closureOn(storedOnClock(landing.date, landing.time, clock.zone)?.date ?? landing.date, closures)
        ?.note ?? null,
  } as const;
}
