// The Create Landing form, fit for a radio call: registration (a known airplane from the
// suggestions, or as heard, with its type), from, pilot's name (a known pilot or as heard; no
// account needed), email, date and ETA (now rounded up to 5 minutes), purpose, POB and EST. COST
// with its lines; created as accepted or as pending. A date on a club's closure, or an ETA in a full
// slot, warns but does not block: the desk may still record a radio call (docs/product/movement-log.md,
// "Closure dates"; docs/product/slot-limits.md). Keeps what was typed if recording fails; the modal
// around it decides when it closes.
import { type FormEvent, useState } from 'react';
import type { CreateLandingLookups } from '@/data/landings/use-club-landings';
import { useShownClock } from '@/data/landings/use-club-landings';
import { useHeldMinutes } from '@/data/landings/use-held-minutes';
import { type ClosureDates, closureOn } from '@/domain/club/closure-dates';
import { deskSlotWarning } from '@/domain/club/slot-day';
import type { SlotLimit } from '@/domain/club/slot-limits';
import { estimatedCost, pricedAs } from '@/domain/fees/estimated-cost';
import type { ParkingRates } from '@/domain/fees/fee-rules';
import {
  emptyManualLanding,
  MANUAL_PURPOSES,
  MAX_POB,
  type ManualLandingForm,
  type ManualLandingParts,
  manualLandingProblems,
} from '@/domain/landings/manual-landing';
import { matchAircraft, matchPilot, pilotLabel } from '@/domain/landings/radio-call-match';
import { typedToUtc } from '@/domain/time/instants';
import { timeOfDayMs } from '@/domain/time/time-of-day';
import type { ClubRef } from '@/domain/wire/entities';
import { type Message, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { LabelledField } from '@/ui/LabelledField';
import { CostBreakdown } from './CostBreakdown';
import { OriginField } from './OriginField';

export interface CreateLandingFormProps {
  lookups: CreateLandingLookups;
  club: ClubRef | null;
  /** The club's parking rates, for EST. COST's parking line. */
  rates: ParkingRates | null;
  /** The club's closure dates, for the date's warning. */
  closures: readonly ClosureDates[];
  clubId: number;
  /** The club's slot limits, for the ETA's warning: the desk may go over them by hand. */
  slotLimit: SlotLimit | null;
  todayIso: string;
  /** False on a plain Strapi: only known airplanes can be recorded there. */
  keepsFreeText: boolean;
  /** The form's first ETA is now rounded up to 5 minutes. */
  now: () => Date;
  onCancel: () => void;
  /** Records the landing; resolves true when it is stored (the modal then closes). */
  onCreate: (parts: Omit<ManualLandingParts, 'now'>) => Promise<boolean>;
}

type Field = keyof ManualLandingForm;

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

export function CreateLandingForm(props: CreateLandingFormProps) {
  const { lookups, club, rates, todayIso, keepsFreeText, onCancel, onCreate } = props;
  const t = useT();
  const clock = useShownClock();
  const [form, setForm] = useState<ManualLandingForm>(() => emptyManualLanding(props.now(), clock.zone));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [busy, setBusy] = useState(false);
  const problems = manualLandingProblems(form, { todayIso, aircrafts: lookups.aircrafts, keepsFreeText });
  const valid = Object.keys(problems).length === 0;
  const pilot = matchPilot(form.pilotName, lookups.pilots);
  const aircraft = matchAircraft(form.registration, lookups.aircrafts);
  const priced = pricedAs(aircraft, form.mtow);
  const cost = estimatedCost(lookups.bands, priced, form.purpose || null);
  const closure = closureOn(form.date, props.closures);
  const held = useHeldMinutes(props.clubId, form.date, clock.zone);
  const etaMinute = timeOfDayMs(form.eta);
  const overSlot =
    props.slotLimit && held && etaMinute !== null
      ? deskSlotWarning(props.slotLimit, held, Math.floor(etaMinute / 60_000))
      : null;

  const said = (message: Message | undefined) => (message ? say(t, message) : undefined);
  const problem = (field: Field) => (touched.has(field) ? said(problems[field]) : undefined);
  /** The value, change, leave and validity wiring every input and select of the form shares. */
  const bind = (field: Field) => ({
    value: form[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [field]: event.currentTarget.value }),
    // Only a field left with something in it is judged: an empty one is listed by the hint below,
    // so leaving it (even for CANCEL) shifts nothing under the pointer.
    onBlur: (event: { currentTarget: { value: string } }) => {
      if (event.currentTarget.value.trim() !== '') setTouched(new Set([...touched, field]));
    },
  });
  const choosePilot = (pilotName: string) => {
    const known = matchPilot(pilotName, lookups.pilots);
    // A known pilot brings their email; one typed for this call stays. An email the form filled
    // itself follows the name, so naming another pilot never keeps the first one's address.
    const filled = form.email === '' || form.email === (pilot?.email ?? '');
    setForm({ ...form, pilotName, email: filled ? (known?.email ?? '') : form.email });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || busy) return;
    // Enter creates as accepted, as the form always did; the pending button says so.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const accepted = submitter?.getAttribute('value') !== 'pending';
    setBusy(true);
    // Typed on the club's clock; stored in UTC (ADR 0027).
    const utc = typedToUtc(form.date, form.eta, clock.zone);
    const sent = utc ? { ...form, date: utc.date, eta: utc.time } : form;
    const stored = await onCreate({ form: sent, accepted, pilot, aircraft, club, bands: lookups.bands });
    if (!stored) setBusy(false);
  };

  return (
    <form className="create-landing" onSubmit={submit} noValidate>
      <LabelledField
        id="create-landing-registration"
        label={t('movements.createLanding.registration')}
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
        label={t('movements.createLanding.email')}
        error={problem('email')}
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
          {t('movements.createLanding.hint')}
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
            disabled={!valid || busy}
            aria-describedby={valid ? undefined : 'create-landing-hint'}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </form>
  );
}
