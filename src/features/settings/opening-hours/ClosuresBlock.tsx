// Opening hours › Closure dates (docs/product/movement-log.md, "Closure dates"): the closures not
// over yet, each with Delete, and the form that adds one (a day, or a range from-to inclusive, with
// a note). Each change is saved at once, like every settings save (refused offline, the form kept).
// A plain Strapi keeps no closures: the block says so instead of the editor.
import { type FormEvent, useId, useState } from 'react';
import { useAppServices, useServerOffers } from '@/data/react/app-services-context';
import { type ClosureChange, saveClosureChange } from '@/data/settings/save-closures';
import { closuresQuery } from '@/data/settings/settings-refreshers';
import { useClosures } from '@/data/settings/use-settings-data';
import type { Closure } from '@/domain/club/closure-dates';
import {
  type ClosureForm,
  type ClosureProblems,
  closureOfForm,
  closureProblems,
  EMPTY_CLOSURE_FORM,
  upcomingClosures,
} from '@/domain/club/closure-form';
import { formatDate } from '@/domain/time/format';
import { say } from '@/i18n/messages';
import { useIntlTag, useT } from '@/i18n/react';
import { TextField } from '@/ui/TextField';
import { SAVED } from '../save-messages';
import { useSettingsSave } from '../use-settings-save';

const newKey = () => globalThis.crypto.randomUUID();

export function ClosuresBlock() {
  const t = useT();
  // Until the server has said which it is, our own server (the default deployment) is assumed.
  const kept = useServerOffers('closures', { untilKnown: true });
  return (
    <div className="settings-subsection closures">
      <h3 id="closures-title">{t('settings.closures.title')}</h3>
      {kept ? <ClosuresEditor /> : <p className="settings-note">{t('settings.closures.notKept')}</p>}
    </div>
  );
}

function ClosuresEditor() {
  const t = useT();
  const tag = useIntlTag();
  const id = useId();
  const { clock } = useAppServices();
  const today = clock.now().toISOString().slice(0, 10);
  const closures = upcomingClosures(useClosures() ?? [], today);
  const [form, setForm] = useState<ClosureForm>(EMPTY_CLOSURE_FORM);
  const [problems, setProblems] = useState<ClosureProblems>({});
  const [key, setKey] = useState(newKey);
  const saver = useSettingsSave<ClosureChange>({
    section: 'closures',
    success: SAVED.closures,
    refreshes: (deps) => [closuresQuery(deps)],
    run: ({ api, clubId: club }, change) => saveClosureChange(api, club, change),
  });

  const change = (field: keyof ClosureForm) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    // Another closure now: a resend of the last one (same key) would be taken for it.
    setKey(newKey());
    // A field's problem goes once it is changed; the rest wait for the next ADD.
    setProblems(({ [field]: _gone, ...rest }) => rest);
  };
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = closureProblems(form, today);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (await saver.save({ add: closureOfForm(form), key })) {
      setForm(EMPTY_CLOSURE_FORM);
      setKey(newKey());
    }
  };
  const problem = (field: keyof ClosureForm) => {
    const found = problems[field];
    return found ? say(t, found) : undefined;
  };
  const dates = (closure: Closure) =>
    closure.from === closure.to
      ? formatDate(closure.from, tag)
      : t('settings.closures.range', {
          from: formatDate(closure.from, tag),
          to: formatDate(closure.to, tag),
        });

  return (
    <>
      {closures.length === 0 ? (
        <p className="settings-empty">{t('settings.closures.empty')}</p>
      ) : (
        <ul className="closure-list" aria-labelledby="closures-title">
          {closures.map((closure) => (
            <li key={closure.id} className="closure-list__item">
              <span className="closure-list__dates">{dates(closure)}</span>
              <span className="closure-list__note">{closure.note}</span>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={t('settings.openingHours.deleteDay', { day: dates(closure) })}
                disabled={saver.pending}
                onClick={() => void saver.save({ remove: closure.id })}
              >
                {t('settings.openingHours.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="add-closure" onSubmit={add} noValidate aria-labelledby={`${id}-add`}>
        <h4 id={`${id}-add`}>{t('settings.closures.add')}</h4>
        <div className="add-closure__dates">
          <TextField
            label={t('settings.closures.from')}
            type="date"
            min={today}
            value={form.from}
            onChange={change('from')}
            error={problem('from')}
          />
          <TextField
            label={t('settings.closures.to')}
            type="date"
            min={form.from || today}
            value={form.to}
            onChange={change('to')}
            error={problem('to')}
            hint={t('settings.closures.toHint')}
          />
        </div>
        <TextField
          label={t('settings.closures.note')}
          value={form.note}
          onChange={change('note')}
          error={problem('note')}
          autoComplete="off"
        />
        <div className="save-bar">
          <button type="submit" className="button button--primary" disabled={saver.pending}>
            {t('settings.closures.add')}
          </button>
          {saver.message ? (
            <p className="form-error" role="alert">
              {saver.message}
            </p>
          ) : null}
        </div>
      </form>
    </>
  );
}
