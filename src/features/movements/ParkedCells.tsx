// The two cells of a parked row that move every second: the fee accruing and the time parked.
// Only these read the screen clock, so a tick re-renders them and nothing else.
import type { MirrorLanding } from '@/data/react/records';
import { parkedElapsedMs } from '@/domain/desk/movements-view';
import { NO_PARKING_RATES, type ParkingRates, parkingFee } from '@/domain/fees/fee-rules';
import { formatHms } from '@/domain/time/durations';
import { parseInstant } from '@/domain/time/instants';
import { useIntlTag } from '@/i18n/react';
import { FeeAmount } from '@/ui/FeeAmount';
import { useNowMs } from './hooks/screen-clock';

/**
 * A parked landing's price plus parking so far, by the same rule the server applies at departure; a
 * departed one's price holds its parking already (landing-transitions.ts), so it is shown as it is. A
 * landing still to be priced stays so, and a fee set by hand wins (FeeAmount).
 */
export function AccruingFee({ landing, rates }: { landing: MirrorLanding; rates: ParkingRates | null }) {
  const now = useNowMs();
  if (landing.status !== 'parked' || !landing.ata || landing.price === null)
    return <FeeAmount landing={landing} />;
  const fee = parkingFee({
    landingPrice: landing.price,
    rates: rates ?? NO_PARKING_RATES,
    category: landing.aircraft?.category,
    ata: new Date(parseInstant(landing.ata)),
    until: new Date(now),
  });
  return <FeeAmount landing={landing} ruleEuros={fee} />;
}

export function TimeParked({ landing }: { landing: MirrorLanding }) {
  const now = useNowMs();
  const tag = useIntlTag();
  return <span className="timer">{formatHms(parkedElapsedMs(landing, now), tag)}</span>;
}
