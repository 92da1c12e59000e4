// The Create Landing form (SPEC §2, §5): pilot, email (filled from the pilot, editable), date (not
// in the past), airplane and the estimated cost from the club's weight bands. Keeps what was typed
// if recording fails; the modal around it decides when it closes.
import { type FormEvent, useState } from 'react';
import type { CreateLandingLookups } from '@/data/landings/use-club-landings';
import { formatPrice } from '@/domain/format';
import {
  EMPTY_MANUAL_LANDING,
  estimatedCost,
  type ManualLandingForm,
  type ManualLandingParts,
  manualLandingProblems,
  pilotLabel,
} from '@/domain/manual-landing';
import type { ClubRef } from '@/domain/types';

export interface CreateLandingFormProps {
  lookups: CreateLandingLookups;
  club: ClubRef | null;
  todayIso: string;
  onCancel: () => void;
  /** Records the landing; resolves true when it is stored (the modal then closes). */
  onCreate: (parts: Omit<ManualLandingParts, 'now'>) => Promise<boolean>;
}

// showModal() focuses the element carrying the autofocus attribute, which React does not render.
const autofocus = (element: HTMLElement | null) => element?.setAttribute('autofocus', '');

export function CreateLandingForm({ lookups, club, todayIso, onCancel, onCreate }: CreateLandingFormProps) {
  const [form, setForm] = useState<ManualLandingForm>(EMPTY_MANUAL_LANDING);
  const [touched, setTouched] = useState<ReadonlySet<keyof ManualLandingForm>>(new Set());
  const [busy, setBusy] = useState(false);
  const problems = manualLandingProblems(form, todayIso);
  const valid = Object.keys(problems).length === 0;
  const pilot = lookups.pilots.find((p) => String(p.id) === form.pilotId);
  const aircraft = lookups.aircrafts.find((a) => String(a.id) === form.aircraftId);
  const cost = estimatedCost(lookups.bands, aircraft);

  const set = (field: keyof ManualLandingForm, value: string) => setForm({ ...form, [field]: value });
  const touch = (field: keyof ManualLandingForm) => () => setTouched(new Set([...touched, field]));
  const problem = (field: keyof ManualLandingForm) => (touched.has(field) ? problems[field] : undefined);
  const choosePilot = (pilotId: string) => {
    const chosen = lookups.pilots.find((p) => String(p.id) === pilotId);
    setForm({ ...form, pilotId, email: chosen?.email ?? form.email });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !pilot || !aircraft || busy) return;
    setBusy(true);
    const stored = await onCreate({ form, pilot, aircraft, club, bands: lookups.bands });
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
      <p className="create-landing__cost">
        <span id="create-landing-cost-label">EST. COST</span>{' '}
        <output aria-labelledby="create-landing-cost-label">{formatPrice(cost)}</output>
      </p>
      {valid ? null : (
        <p className="create-landing__hint" id="create-landing-hint">
          CREATE is available once a pilot, a valid email, a date from today on and an airplane are chosen.
        </p>
      )}
      <div className="create-landing__actions">
        <button type="button" className="button" onClick={onCancel}>
          CANCEL
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!valid || busy}
          aria-describedby={valid ? undefined : 'create-landing-hint'}
        >
          CREATE
        </button>
      </div>
    </form>
  );
}

function FieldProblem({ text }: { text: string | undefined }) {
  return text ? <span className="field__problem">{text}</span> : null;
}
