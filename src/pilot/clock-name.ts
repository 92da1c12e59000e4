// The name of the clock the pilot's page shows times on (ADR 0027), in the page's language: no
// luxon, so the page's first bundle can name it.
import type { ClubClock } from '@/domain/time/club-clock';
import type { Translate } from '@/i18n/messages';

export const clockName = (t: Translate, clock: ClubClock): string =>
  t(clock === 'utc' ? 'common.clock.utc' : 'common.clock.local');
