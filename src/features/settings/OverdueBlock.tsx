// Runway › Overdue landings (docs/product/movement-log.md, States): the minutes after its ETA that
// an accepted landing not arrived shows OVERDUE. Our server keeps them on the club; a plain Strapi
// has no such field, so the desk uses the default there and says the field is not kept.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useServerOffers } from '@/data/react/app-services-context';
import { saveClubFields } from '@/data/settings/save-club';
import { clubQuery } from '@/data/settings/settings-refreshers';
import { useClub } from '@/data/settings/use-settings-data';
import { DEFAULT_OVERDUE_MINUTES, OVERDUE_MINUTES_RANGE, overdueMinutesOf } from '@/domain/landings/overdue';
import { useT } from '@/i18n/react';
import { SaveBar } from './SaveBar';
import { SAVED } from './save-messages';
import { useSettingsSave } from './use-settings-save';

const [MIN, MAX] = OVERDUE_MINUTES_RANGE;

/** Whole minutes within the bounds, else null. */
function readMinutes(typed: string): number | null {
  if (!/^\d{1,4}$/.test(typed.trim())) return null;
  const minutes = Number(typed.trim());
  return minutes >= MIN && minutes <= MAX ? minutes : null;
}

export function OverdueBlock() {
  const club = useClub();
  const t = useT();
  const id = useId();
  const kept = useServerOffers('desk-states');
  const minutes = overdueMinutesOf(club);
  const [value, setValue] = useState(String(minutes));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setValue(String(minutes)), [minutes]);
  const saver = useSettingsSave<number>({
    section: 'overdue',
    success: SAVED.overdue,
    refreshes: (deps) => [clubQuery(deps)],
    run: ({ api, clubId }, next) => saveClubFields(api, clubId, { overdue_minutes: next }),
  });
  if (!club) return null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = readMinutes(value);
    setInvalid(next === null);
    if (next !== null) await saver.save(next);
  };
  const describedBy = [`${id}-hint`, invalid ? `${id}-problem` : '', kept ? '' : `${id}-kept`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="settings-subsection">
      <h3>{t('settings.overdue.title')}</h3>
      <form className="settings-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>{t('settings.overdue.minutes')}</label>
          <input
            id={id}
            value={kept ? value : String(DEFAULT_OVERDUE_MINUTES)}
            inputMode="numeric"
            autoComplete="off"
            disabled={!kept}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('settings.overdue.hint')}
          </p>
          {kept ? null : (
            <p id={`${id}-kept`} className="field__hint">
              {t('settings.overdue.notKept', { minutes: DEFAULT_OVERDUE_MINUTES })}
            </p>
          )}
          {invalid ? (
            <p id={`${id}-problem`} className="field__error">
              {t('settings.overdue.invalid')}
            </p>
          ) : null}
        </div>
        {kept ? (
          <SaveBar
            canSave={value.trim() !== String(minutes)}
            pending={saver.pending}
            message={saver.message}
            about={t('settings.overdue.saveAbout')}
          />
        ) : null}
      </form>
    </div>
  );
}
