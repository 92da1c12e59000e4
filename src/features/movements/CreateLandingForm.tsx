// The Create Landing form (SPEC §2, §5), fit for a radio call (issue 15): pilot, email (filled from
// the pilot, editable), date and ETA (now rounded up to 5 minutes), airplane, purpose, POB and
// EST. COST with its lines; created as accepted or as pending. Keeps what was typed if recording
// fails; the modal around it decides when it closes.
import { type FormEvent, useState } from 'react';
import type { CreateLandingLookups } from '@/data/landings/use-club-landings';
import type { ParkingRates } from '@/domain/fees';
import {
  emptyManualLanding,
  estimatedCost,
  MANUAL_PURPOSES,
  MAX_POB,
  type ManualLandingForm,
  type ManualLandingParts,
  manualLandingProblems,
  pilotLabel,
} from '@/domain/manual-landing';
import type { ClubRef } from '@/domain/types';
import { CostBreakdown } from './CostBreakdown';

export interface CreateLandingFormProps {
  lookups: CreateLandingLookups;
  club: ClubRef | null;
  /** The club's parking rates, for EST. COST's parking line. */
  rates: ParkingRates | null;
  todayIso: string;
  /** The form's first ETA is now rounded up to 5 minutes. */
  now: () => Date;
  onCancel: () => void;
  /** Records the landing; resolves true when it is stored (the modal then closes). */
  onCreate: (parts: Omit<ManualLandingParts, 'now'>) => Promise<boolean>;
}

// showModal() focuses the element carrying the autofocus attribute, which React does not render.
const autofocus = (element: HTMLElement | null) => element?.setAttribute('autofocus', '');

export function CreateLandingForm(props: CreateLandingFormProps) {
  const { lookups, club, rates, todayIso, onCancel, onCreate } = props;
  const [form, setForm] = useState<ManualLandingForm>(() => emptyManualLanding(props.now()));
  const [touched, setTouched] = useState<ReadonlySet<keyof ManualLandingForm>>(new Set());
  const [busy, setBusy] = useState(false);
  const problems = manualLandingProblems(form, todayIso);
  const valid = Object.keys(problems).length === 0;
  const pilot = lookups.pilots.find((p) => String(p.id) === form.pilotId);
  const aircraft = lookups.aircrafts.find((a) => String(a.id) === form.aircraftId);
  const cost = estimatedCost(lookups.bands, aircraft, form.purpose || null);

  const set = (field: keyof ManualLandingForm, value: string) => setForm({ ...form, [field]: value });
  const touch = (field: keyof ManualLandingForm) => () => setTouched(new Set([...touched, field]));
  const problem = (field: keyof ManualLandingForm) => (touched.has(field) ? problems[field] : undefined);
  const choosePilot = (pilotId: string) => {
    const chosen = lookups.pilots.find((p) => String(p.id) === pilotId);
    setForm({ ...form, pilotId, email: chosen?.email ?? form.email });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || !pilot || !aircraft || busy) return;
    // Enter creates as accepted, as the form always did; the pending button says so.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const accepted = submitter?.getAttribute('value') !== 'pending';
    setBusy(true);
    const stored = await onCreate({ form, accepted, pilot, aircraft, club, bands: lookups.bands });
    if (!stored) setBusy(false);
  };

  return (
    <form className="create-landing" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="create-landing-pilot">Pilot</label>
        <select
          id="create-landing-pilot"
          ref={autofocus}
          required
          value={form.pilotId}
          onChange={(e) => choosePilot(e.target.value)}
          onBlur={touch('pilotId')}
          aria-invalid={problem('pilotId') ? true : undefined}
        >
          <option value="">Select a pilot</option>
          {lookups.pilots.map((p) => (
            <option key={p.id} value={p.id}>
              {pilotLabel(p)}
            </option>
          ))}
        </select>
        <FieldProblem text={problem('pilotId')} />
      </div>
      <div className="field">
        <label htmlFor="create-landing-email">Email</label>
        <input
          id="create-landing-email"
          type="email"
          required
          autoComplete="off"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={touch('email')}
          aria-invalid={problem('email') ? true : undefined}
        />
        <FieldProblem text={problem('email')} />
      </div>
      <div className="field">
        <label htmlFor="create-landing-date">Date</label>
        <input
          id="create-landing-date"
          type="date"
          required
          min={todayIso}
          value={form.date}
          onChange={(e) => set('date', e.target.value)}
          onBlur={touch('date')}
          aria-invalid={problem('date') ? true : undefined}
        />
        <FieldProblem text={problem('date')} />
      </div>
      <div className="field">
        <label htmlFor="create-landing-eta">ETA (UTC)</label>
        <input
          id="create-landing-eta"
          type="time"
          required
          value={form.eta}
          onChange={(e) => set('eta', e.target.value)}
          onBlur={touch('eta')}
          aria-invalid={problem('eta') ? true : undefined}
        />
        <FieldProblem text={problem('eta')} />
      </div>
      <div className="field">
        <label htmlFor="create-landing-aircraft">Airplane</label>
        <select
          id="create-landing-aircraft"
          required
          value={form.aircraftId}
          onChange={(e) => set('aircraftId', e.target.value)}
          onBlur={touch('aircraftId')}
          aria-invalid={problem('aircraftId') ? true : undefined}
        >
          <option value="">Select an airplane</option>
          {lookups.aircrafts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <FieldProblem text={problem('aircraftId')} />
      </div>
      <div className="field">
        <label htmlFor="create-landing-purpose">Purpose</label>
        <select
          id="create-landing-purpose"
          value={form.purpose}
          onChange={(e) => set('purpose', e.target.value)}
        >
          {MANUAL_PURPOSES.map((purpose) => (
            <option key={purpose.value} value={purpose.value}>
              {purpose.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="create-landing-pob">POB (people on board)</label>
        <input
          id="create-landing-pob"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_POB}
          required
          value={form.pob}
          onChange={(e) => set('pob', e.target.value)}
          onBlur={touch('pob')}
          aria-invalid={problem('pob') ? true : undefined}
        />
        <FieldProblem text={problem('pob')} />
      </div>
      <CostBreakdown
        total={cost}
        bands={lookups.bands}
        aircraft={aircraft}
        purpose={form.purpose}
        rates={rates}
      />
      {valid ? null : (
        <p className="create-landing__hint" id="create-landing-hint">
          Create is available once a pilot, a valid email, a date from today on, an ETA, an airplane and the
          people on board are given.
        </p>
      )}
      <div className="create-landing__actions">
        <button type="button" className="button" onClick={onCancel}>
          CANCEL
        </button>
        <button
          type="submit"
          value="pending"
          className="button"
          disabled={!valid || busy}
          aria-describedby={valid ? undefined : 'create-landing-hint'}
        >
          Create as pending
        </button>
        <button
          type="submit"
          value="accepted"
          className="button button--primary"
          disabled={!valid || busy}
          aria-describedby={valid ? undefined : 'create-landing-hint'}
        >
          Create as accepted
        </button>
      </div>
    </form>
  );
}

function FieldProblem({ text }: { text: string | undefined }) {
  return text ? <span className="field__problem">{text}</span> : null;
}
