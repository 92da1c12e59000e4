// Under the ETA, what the airfield says of the chosen day: its sunset and, where it limits its
// slots (docs/product/slot-limits.md), the free arrival times, each a button that sets the ETA, so
// a pilot refused a full time picks a free one in one tap.
import type { ClubClock } from '@/domain/time/club-clock';
import { useT } from '@/i18n/react';
import { clockName } from './clock-name';
import type { ChosenDayState } from './use-chosen-day';

export function ChosenDay({
  state,
  clock,
  limited,
  onPick,
}: {
  state: ChosenDayState;
  clock: ClubClock;
  /** The airfield sets slot limits: its free times are worth waiting for. */
  limited: boolean;
  onPick: (time: string) => void;
}) {
  const t = useT();
  const zone = clockName(t, clock);
  if (state.kind === 'none' || (!limited && state.kind !== 'read')) return null;
  const free = state.kind === 'read' ? state.day.free : null;
  return (
    <section className="chosen-day" aria-live="polite" aria-label={t('pilot.day.title')}>
      {state.kind === 'read' && state.day.sunset ? (
        <p>{t('pilot.day.sunset', { time: state.day.sunset, zone })}</p>
      ) : null}
      {state.kind === 'loading' ? <p>{t('pilot.slots.loading')}</p> : null}
      {state.kind === 'unavailable' ? <p>{t('pilot.slots.unavailable')}</p> : null}
      {free ? (
        <>
          <h3 id="free-times-title">{t('pilot.slots.title', { zone })}</h3>
          {free.length === 0 ? (
            <p>{t('pilot.slots.none')}</p>
          ) : (
            <ul className="free-times__list" aria-labelledby="free-times-title">
              {free.map((time) => (
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
          )}
        </>
      ) : null}
    </section>
  );
}
