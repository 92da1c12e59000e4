// The Create Landing form's state: what was typed, which fields were left judged, and whether it is
// being recorded; and what follows from them (problems, the matched pilot and airplane, EST. COST,
// the closure and slot warnings) and the submit that records it (docs/product/movement-log.md).
import { type FormEvent, useEffect, useState } from 'react';
import type { CreateLandingLookups } from '@/data/landings/use-club-landings';
import { useShownClock } from '@/data/landings/use-club-landings';
import { useHeldMinutes } from '@/data/landings/use-held-minutes';
import { type ClosureDates, closureOn } from '@/domain/club/closure-dates';
import { deskSlotWarning } from '@/domain/club/desk-slot-warning';
import type { SlotLimit } from '@/domain/club/slot-limits';
import { estimatedCost, pricedAs } from '@/domain/fees/estimated-cost';
import {
  emptyManualLanding,
  type ManualLandingForm,
  type ManualLandingParts,
} from '@/domain/landings/manual-landing';
import { manualLandingProblems } from '@/domain/landings/manual-landing-problems';
import { matchAircraft, matchPilot } from '@/domain/landings/radio-call-match';
import { typedToUtc } from '@/domain/time/instants';
import { timeOfDayMs } from '@/domain/time/time-of-day';
import type { ClubRef } from '@/domain/wire/entities';
import { type Message, say } from '@/i18n/messages';
import { useT } from '@/i18n/react';

export type Field = keyof ManualLandingForm;

export interface CreateLandingSetting {
  lookups: CreateLandingLookups;
  club: ClubRef | null;
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
  /** Records the landing; resolves true when it is stored (the modal then closes). */
  onCreate: (parts: Omit<ManualLandingParts, 'now'>) => Promise<boolean>;
  /** What was typed before the modal was last closed without CANCEL: the form opens with it. */
  initial?: ManualLandingForm | null;
  /** Told of each change, so a modal closed by Escape keeps what was typed. */
  onDraft?: (form: ManualLandingForm) => void;
}

/** The value, change and leave wiring an input or select of the form takes. */
export interface FieldBinding {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onBlur: (event: { currentTarget: { value: string } }) => void;
}

export function useCreateLandingForm(setting: CreateLandingSetting) {
  const { lookups, todayIso, keepsFreeText } = setting;
  const t = useT();
  const clock = useShownClock();
  const [form, setForm] = useState<ManualLandingForm>(
    () => setting.initial ?? emptyManualLanding(setting.now(), clock.zone),
  );
  const { onDraft } = setting;
  useEffect(() => onDraft?.(form), [form, onDraft]);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [busy, setBusy] = useState(false);
  const problems = manualLandingProblems(form, { todayIso, aircrafts: lookups.aircrafts, keepsFreeText });
  const valid = Object.keys(problems).length === 0;
  const pilot = matchPilot(form.pilotName, lookups.pilots);
  const aircraft = matchAircraft(form.registration, lookups.aircrafts);
  const priced = pricedAs(aircraft, form.mtow);
  const held = useHeldMinutes(setting.clubId, form.date, clock.zone);
  const etaMinute = timeOfDayMs(form.eta);
  const overSlot =
    setting.slotLimit && held && etaMinute !== null
      ? deskSlotWarning(setting.slotLimit, held, Math.floor(etaMinute / 60_000))
      : null;

  const said = (message: Message | undefined) => (message ? say(t, message) : undefined);
  const bind = (field: Field): FieldBinding => ({
    value: form[field],
    onChange: (event) => setForm({ ...form, [field]: event.currentTarget.value }),
    // Only a field left with something in it is judged: an empty one is listed by the hint below
    // the form, so leaving it (even for CANCEL) shifts nothing under the pointer.
    onBlur: (event) => {
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
    const stored = await setting.onCreate({
      form: sent,
      accepted,
      pilot,
      aircraft,
      club: setting.club,
      bands: lookups.bands,
    });
    if (!stored) setBusy(false);
  };

  return {
    form,
    clock,
    busy,
    valid,
    aircraft,
    priced,
    cost: estimatedCost(lookups.bands, priced, form.purpose || null),
    closure: closureOn(form.date, setting.closures),
    overSlot,
    /** A field's problem, said once it has been left with something in it. */
    problem: (field: Field) => (touched.has(field) ? said(problems[field]) : undefined),
    bind,
    choosePilot,
    submit,
  };
}
