// The Correct form: every field of what was recorded, prefilled, judged as typed; SAVE CORRECTION
// sends only what differs (docs/product/movement-log.md, "Corrections"). On a plain Strapi the
// fields it has no place for are shown, not editable, and the form says why.
import { type FormEvent, useState } from 'react';
import { useMirrorClub, useShownClock } from '@/data/landings/use-club-landings';
import { useAppServices } from '@/data/react/app-services-context';
import { useBands } from '@/data/settings/use-settings-data';
import {
  asksMtow,
  type Correction,
  correctionFormOf,
  correctionOf,
  correctionProblems,
  type CorrectionForm as Form,
} from '@/domain/landings/correction-form';
import { MANUAL_PURPOSES, MAX_POB } from '@/domain/landings/manual-landing';
import type { ClubService, Landing } from '@/domain/wire/entities';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';
import { ServicesField } from './ServicesField';
import '../landing-form.css';

export interface CorrectFormProps {
  landing: Landing;
  offers: readonly ClubService[];
  /** False on a plain Strapi: no typed registration, type, MTOW, origin or email there. */
  keepsFreeText: boolean;
  onCancel: () => void;
  /** Records the correction; resolves true once stored (the dialog then closes). */
  onSave: (correction: Correction) => Promise<boolean>;
}

type TextField = Exclude<keyof Form, 'serviceIds'>;

export function CorrectForm({ landing, offers, keepsFreeText, onCancel, onSave }: CorrectFormProps) {
  const t = useT();
  // Its times are typed on the club's clock and stored in UTC (ADR 0027).
  const clock = useShownClock();
  const [form, setForm] = useState<Form>(() => correctionFormOf(landing, clock.zone));
  const [busy, setBusy] = useState(false);
  const { clock: time } = useAppServices();
  const bands = useBands();
  const rates = useMirrorClub();
  const now = time.now();
  const problems = correctionProblems(landing, form, clock.zone, now);
  const valid = Object.keys(problems).length === 0;
  const pricing = bands && rates ? { now, bands, rates } : null;
  const correction = valid
    ? correctionOf(landing, form, { zone: clock.zone, offers, keepsFreeText, pricing })
    : null;
  const arrived = landing.status === 'parked' || landing.status === 'finished';

  const field = (key: TextField, label: string, input: Record<string, unknown> = {}) => {
    const id = `correct-${key}`;
    const problem = problems[key];
    return (
      <LabelledField id={id} label={label} error={problem ? say(t, problem) : undefined}>
        {(control) => (
          <input
            {...control}
            value={form[key]}
            onChange={(event) => setForm({ ...form, [key]: event.currentTarget.value })}
            autoComplete="off"
            {...input}
          />
        )}
      </LabelledField>
    );
  };
  const freeText = { disabled: !keepsFreeText };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!correction || busy) return;
    setBusy(true);
    if (!(await onSave(correction))) setBusy(false);
  };

  return (
    <form className="create-landing" onSubmit={submit} noValidate>
      {keepsFreeText ? null : <p className="notice">{t('movements.correct.plainStrapi')}</p>}
      {field('registration', t('movements.details.registration'), {
        ...freeText,
        autoCapitalize: 'characters',
      })}
      {field('aircraftType', t('movements.createLanding.aircraftType'), freeText)}
      {keepsFreeText && asksMtow(landing, form)
        ? field('mtow', t('movements.createLanding.mtow'), { inputMode: 'numeric', maxLength: 7 })
        : null}
      {field('origin', t('movements.details.from'), freeText)}
      {field('pilotName', t('movements.correct.pilotName'))}
      {field('email', t('signIn.email'), { ...freeText, type: 'email' })}
      {field('date', t('movements.createLanding.date'), { type: 'date' })}
      {field('eta', t('movements.createLanding.eta', { zone: clock.name }), { type: 'time' })}
      {arrived
        ? field('ata', t('movements.correct.ata', { zone: clock.name }), { type: 'datetime-local' })
        : null}
      {landing.status === 'finished'
        ? field('departure', t('movements.correct.departure', { zone: clock.name }), {
            type: 'datetime-local',
          })
        : null}
      <LabelledField id="correct-purpose" label={t('movements.createLanding.purpose')}>
        {(control) => (
          <select
            {...control}
            value={form.purpose}
            onChange={(event) => setForm({ ...form, purpose: event.currentTarget.value })}
          >
            {MANUAL_PURPOSES.map((purpose) => (
              <option key={purpose.value} value={purpose.value}>
                {t(purpose.label)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      {field('pob', t('movements.createLanding.pob'), {
        type: 'number',
        inputMode: 'numeric',
        min: 1,
        max: MAX_POB,
      })}
      <ServicesField
        offers={offers}
        chosen={form.serviceIds}
        onChange={(serviceIds) => setForm({ ...form, serviceIds })}
      />
      <p className="create-landing__hint" id="correct-hint">
        {t(
          valid
            ? correction
              ? 'movements.correct.repriced'
              : 'movements.correct.nothing'
            : 'movements.correct.hint',
        )}
      </p>
      <div className="create-landing__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('movements.createLanding.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!correction}
          aria-disabled={busy}
          aria-describedby="correct-hint"
        >
          {t('movements.correct.save')}
        </button>
      </div>
    </form>
  );
}
