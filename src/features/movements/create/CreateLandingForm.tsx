// The Create Landing form, fit for a radio call: registration (a known airplane from the
// suggestions, or as heard, with its type), from, pilot's name (a known pilot or as heard; no
// account needed), email, date and ETA (now rounded up to 5 minutes), purpose, POB and EST. COST
// with its lines; created as accepted or as pending. A date on a club's closure, or an ETA in a full
// slot, warns but does not block: the desk may still record a radio call (docs/product/movement-log.md,
// "Closure dates"; docs/product/slot-limits.md). Keeps what was typed if recording fails; the modal
// around it decides when it closes.
import type { ParkingRates } from '@/domain/fees/fee-rules';
import { MANUAL_PURPOSES, MAX_POB } from '@/domain/landings/manual-landing';
import { pilotLabel } from '@/domain/landings/radio-call-match';
import { say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { useScreenTexts } from '@/i18n/use-screen-texts';
import { LabelledField } from '@/ui/LabelledField';
import { CostBreakdown } from '../CostBreakdown';
import { OriginField } from '../OriginField';
import { createLandingTexts } from './create-landing-texts';
import { type CreateLandingSetting, useCreateLandingForm } from './use-create-landing-form';
import '../landing-form.css';

export interface CreateLandingFormProps extends CreateLandingSetting {
  /** The club's parking rates, for EST. COST's parking line. */
  rates: ParkingRates | null;
  onCancel: () => void;
}

// The two ways to create: the button pressed is the form's submitter, read on submit.
const CREATE_AS = [
  { value: 'pending', label: 'movements.createLanding.createPending', className: 'button' },
  { value: 'accepted', label: 'movements.createLanding.createAccepted', className: 'button button--primary' },
] as const;

// showModal() focuses the element carrying the autofocus attribute, which React does not render. The
// form loads lazily (AddManually.tsx): mounted into a dialog already open, it takes the focus itself.
const autofocus = (element: HTMLElement | null) => {
  element?.setAttribute('autofocus', '');
  if (element?.closest('dialog[open]')) element.focus();
};

/** The form once its own texts have arrived (they load with it: create-landing-texts.ts). */
export function CreateLandingForm(props: CreateLandingFormProps) {
  const t = useT();
  return useScreenTexts(createLandingTexts) ? (
    <LandingForm {...props} />
  ) : (
    <p role="status">{t('common.loading')}</p>
  );
}

function LandingForm(props: CreateLandingFormProps) {
  const { lookups, rates, todayIso, keepsFreeText, onCancel } = props;
  const t = useT();
  const {
    form,
    clock,
    busy,
    valid,
    aircraft,
    priced,
    cost,
    closure,
    overSlot,
    problem,
    bind,
    choosePilot,
    submit,
  } = useCreateLandingForm(props);

  return (
    <form className="create-landing" onSubmit={submit} noValidate>
      <LabelledField
        id="create-landing-registration"
        label={t('movements.details.registration')}
        error={problem('registration')}
      >
        {(control) => (
          <>
            <input
              {...control}
              {...bind('registration')}
              ref={autofocus}
              required
              autoComplete="off"
              autoCapitalize="characters"
              list="create-landing-aircrafts"
              placeholder={t('movements.createLanding.registrationPlaceholder')}
            />
            <datalist id="create-landing-aircrafts">
              {lookups.aircrafts.map((a) => (
                <option key={a.id} value={a.name} />
              ))}
            </datalist>
          </>
        )}
      </LabelledField>
      {keepsFreeText ? (
        <>
          <LabelledField
            id="create-landing-aircraftType"
            label={t('movements.createLanding.aircraftType')}
            error={problem('aircraftType')}
          >
            {(control) => (
              <input
                {...control}
                {...bind('aircraftType')}
                autoComplete="off"
                disabled={aircraft !== null}
                placeholder={aircraft ? aircraft.name : t('movements.createLanding.aircraftTypePlaceholder')}
              />
            )}
          </LabelledField>
          {aircraft === null ? (
            <LabelledField
              id="create-landing-mtow"
              label={t('movements.createLanding.mtow')}
              error={problem('mtow')}
              hint={t('movements.createLanding.mtowHint')}
            >
              {(control) => (
                <input {...control} {...bind('mtow')} inputMode="numeric" autoComplete="off" maxLength={7} />
              )}
            </LabelledField>
          ) : null}
          <OriginField {...bind('origin')} error={problem('origin')} />
        </>
      ) : null}
      <LabelledField
        id="create-landing-pilotName"
        label={t('movements.createLanding.pilot')}
        error={problem('pilotName')}
      >
        {(control) => (
          <>
            <input
              {...control}
              {...bind('pilotName')}
              onChange={(e) => choosePilot(e.currentTarget.value)}
              required
              autoComplete="off"
              list="create-landing-pilots"
              placeholder={t('movements.createLanding.pilotPlaceholder')}
            />
            <datalist id="create-landing-pilots">
              {lookups.pilots.map((p) => (
                <option key={p.id} value={pilotLabel(p)} />
              ))}
            </datalist>
          </>
        )}
      </LabelledField>
      <LabelledField
        id="create-landing-email"
        label={t('signIn.email')}
        error={problem('email')}
        hint={keepsFreeText ? undefined : t('movements.createLanding.emailNotKept')}
      >
        {(control) => (
          <input
            {...control}
            {...bind('email')}
            type="email"
            autoComplete="off"
            placeholder={t('movements.createLanding.emailPlaceholder')}
          />
        )}
      </LabelledField>
      <LabelledField
        id="create-landing-date"
        label={t('movements.createLanding.date')}
        error={problem('date')}
        describedBy={closure ? 'create-landing-date-closed' : undefined}
      >
        {(control) => (
          <>
            <input {...control} {...bind('date')} type="date" required min={todayIso} />
            {closure ? (
              <span className="create-landing__warning" id="create-landing-date-closed" role="status">
                {t('movements.createLanding.closedDate', { note: closure.note })}
              </span>
            ) : null}
          </>
        )}
      </LabelledField>
      <LabelledField
        id="create-landing-eta"
        label={t('movements.createLanding.eta', { zone: clock.name })}
        error={problem('eta')}
        describedBy={overSlot ? 'create-landing-eta-slot' : undefined}
      >
        {(control) => (
          <>
            <input {...control} {...bind('eta')} type="time" required />
            {overSlot ? (
              <span className="create-landing__warning" id="create-landing-eta-slot" role="status">
                {say(t, overSlot)}
              </span>
            ) : null}
          </>
        )}
      </LabelledField>
      <LabelledField id="create-landing-purpose" label={t('movements.createLanding.purpose')}>
        {(control) => (
          <select {...control} {...bind('purpose')}>
            {MANUAL_PURPOSES.map((purpose) => (
              <option key={purpose.value} value={purpose.value}>
                {t(purpose.label)}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField id="create-landing-pob" label={t('movements.createLanding.pob')} error={problem('pob')}>
        {(control) => (
          <input
            {...control}
            {...bind('pob')}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_POB}
            required
          />
        )}
      </LabelledField>
      <CostBreakdown
        total={cost}
        bands={lookups.bands}
        aircraft={priced}
        purpose={form.purpose}
        rates={rates}
      />
      {valid ? null : (
        <p className="create-landing__hint" id="create-landing-hint">
          {t('movements.createLanding.hint', { freeText: keepsFreeText ? 'yes' : 'no' })}
        </p>
      )}
      <div className="create-landing__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('movements.createLanding.cancel')}
        </button>
        {CREATE_AS.map(({ value, label, className }) => (
          <button
            key={value}
            type="submit"
            value={value}
            className={className}
            disabled={!valid}
            aria-disabled={busy}
            aria-describedby={valid ? undefined : 'create-landing-hint'}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </form>
  );
}
