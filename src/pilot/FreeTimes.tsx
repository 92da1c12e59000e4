// The free arrival times of the chosen day under the ETA (docs/product/slot-limits.md): each one a
// button that sets the ETA, so a pilot refused a full time picks a free one in one tap.

import type { ClubClock } from '@/domain/time/club-clock';
import { useT } from '@/i18n/react';
import { clockName } from './clock-name';
import type { FreeTimesState } from './use-free-times';

export function FreeTimes({
  state,
  clock,
  onPick,
}: {
  state: FreeTimesState;
  clock: ClubClock;
  onPick: (time: string) => void;
}) {
  const t = useT();
  if (state.kind === 'none') return null;
  return (
    <section className="free-times" aria-live="polite" aria-labelledby="free-times-title">
      <h3 id="free-times-title">{t('pilot.slots.title', { zone: clockName(t, clock) })}</h3>
      {state.kind === 'loading' ? <p>{t('pilot.slots.loading')}</p> : null}
      {state.kind === 'unavailable' ? <p>{t('pilot.slots.unavailable')}</p> : null}
      {state.kind === 'listed' && state.free.length === 0 ? <p>{t('pilot.slots.none')}</p> : null}
      {state.kind === 'listed' && state.free.length > 0 ? (
        <ul className="free-times__list">
          {state.free.map((time) => (
            <li key={time}>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('pilot.slots.pick', { time })}
                onClick={() => onPick(time)}
              >
                {time}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
