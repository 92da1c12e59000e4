// Airfield details › Time zone (docs/product/movement-log.md, Clock; ADR 0027): whether the club's
// times are shown and asked in UTC or on the desk's wall clock. Our server keeps it on the club; a
// plain Strapi has no such field, so the select is disabled there and the desk shows local time.
import { type FormEvent, useEffect, useState } from 'react';
import { useServerOffers } from '@/data/react/app-services-context';
import { saveClubFields } from '@/data/settings/save-club';
import { clubQuery } from '@/data/settings/settings-refreshers';
import { useClub } from '@/data/settings/use-settings-data';
import { type ClubClock, clubClockOf, DEFAULT_CLUB_CLOCK, isClubClock } from '@/domain/time/club-clock';
import { useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';
import { SaveBar } from './SaveBar';
import { SAVED } from './save-messages';
import { useSettingsSave } from './use-settings-save';

export function ClockBlock() {
  const club = useClub();
  const t = useT();
  const kept = useServerOffers('club-clock');
  const current = clubClockOf(club, kept);
  const [value, setValue] = useState<ClubClock>(current);
  useEffect(() => setValue(current), [current]);
  const saver = useSettingsSave<ClubClock>({
    section: 'clock',
    success: SAVED.clock,
    refreshes: (deps) => [clubQuery(deps)],
    run: ({ api, clubId }, next) => saveClubFields(api, clubId, { clock: next }),
  });
  if (!club) return null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await saver.save(value);
  };
  const hint = kept ? t('settings.clock.hint') : t('settings.clock.notKept');
  return (
    <div className="settings-subsection">
      <h3>{t('settings.clock.title')}</h3>
      <form className="settings-form" onSubmit={submit} noValidate>
        <LabelledField label={t('settings.clock.label')} hint={hint}>
          {(control) => (
            <select
              {...control}
              name="clock"
              value={kept ? value : DEFAULT_CLUB_CLOCK}
              disabled={!kept}
              onChange={(event) => {
                if (isClubClock(event.target.value)) setValue(event.target.value);
              }}
            >
              <option value="utc">{t('common.clock.utc')}</option>
              <option value="local">{t('settings.clock.local')}</option>
            </select>
          )}
        </LabelledField>
        {kept ? (
          <SaveBar
            canSave={value !== current}
            pending={saver.pending}
            message={saver.message}
            about={t('settings.clock.title')}
          />
        ) : null}
      </form>
    </div>
  );
}
