// Settings › Requests, arrival slots (docs/product/slot-limits.md): at most so many arrivals in each
// window of minutes, and optionally a day. Blank means no limit; saved with the club's settings.
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { saveClubFields } from '@/data/settings/save-club';
import { clubQuery } from '@/data/settings/settings-refreshers';
import { SLOT_MINUTES } from '@/domain/club/slot-limits';
import { type SlotDraft, slotColumns, slotDraftOf } from '@/domain/club/slot-limits-form';
import type { Club } from '@/domain/wire/entities';
import { msg, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { SaveBar } from '../SaveBar';
import { useSettingsSave } from '../use-settings-save';

export function SlotLimitsForm({ club }: { club: Club }) {
  const t = useT();
  const id = useId();
  const saved = useMemo(() => slotDraftOf(club), [club]);
  const [draft, setDraft] = useState<SlotDraft>(saved);
  useEffect(() => setDraft(saved), [saved]);
  const saver = useSettingsSave<SlotDraft>({
    section: 'slots',
    success: msg('settings.slots.saved'),
    refreshes: (deps) => [clubQuery(deps)],
    run: ({ api, clubId }, next) => {
      const checked = slotColumns(next);
      if (!checked.ok) throw new Error('slot limits not checked before saving');
      return saveClubFields(api, clubId, checked.columns);
    },
  });
  const checked = slotColumns(draft);
  const problems = checked.ok ? {} : checked.problems;
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checked.ok) await saver.save(draft);
  };
  const number = (field: 'arrivals' | 'perDay', label: string) => {
    const problem = problems[field];
    return (
      <div className="field">
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <input
          id={`${id}-${field}`}
          inputMode="numeric"
          autoComplete="off"
          value={draft[field]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-${field}-hint${problem ? ` ${id}-${field}-error` : ''}`}
          onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
        />
        <p className="field__hint" id={`${id}-${field}-hint`}>
          {t('settings.slots.blankHint')}
        </p>
        {problem ? (
          <p className="field__error" id={`${id}-${field}-error`}>
            {say(t, problem)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form className="settings-form slot-limits" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('settings.slots.title')}</h3>
      <p>{t('settings.slots.intro')}</p>
      {number('arrivals', t('settings.slots.arrivals'))}
      <div className="field">
        <label htmlFor={`${id}-minutes`}>{t('settings.slots.minutes')}</label>
        <select
          id={`${id}-minutes`}
          value={draft.minutes}
          onChange={(event) => setDraft((d) => ({ ...d, minutes: event.target.value }))}
        >
          {SLOT_MINUTES.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t('settings.slots.minutesOption', { minutes })}
            </option>
          ))}
        </select>
      </div>
      {number('perDay', t('settings.slots.perDay'))}
      <SaveBar
        canSave={changed && checked.ok}
        pending={saver.pending}
        message={saver.message}
        about={t('settings.slots.title')}
      />
    </form>
  );
}
