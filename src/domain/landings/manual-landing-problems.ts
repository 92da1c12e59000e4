// Why the Create Landing form cannot be sent yet, field by field (docs/product/movement-log.md). Its words
// load with the form (the createLanding audience, src/i18n/audiences.ts), so only the form imports it.
import { type Message, msg } from '@/i18n/messages';
import { readDeclaredMtow } from '../fees/landing-fee';
import { timeOfDayMs } from '../time/time-of-day';
import type { Aircraft } from '../wire/entities';
import { acceptsLandingField } from '../wire/landing-schema';
import { type ManualLandingForm, MAX_POB, peopleOnBoard } from './manual-landing';
import { matchAircraft } from './radio-call-match';

export type ManualLandingProblems = Partial<Record<keyof ManualLandingForm, Message>>;

/** What the form is checked against: the known airplanes, and whether the server keeps free text. */
export interface ManualLandingContext {
  todayIso: string;
  aircrafts: readonly Aircraft[];
  /**
   * False on a plain Strapi, whose landing has no registration, type or origin of its own: there
   * the airplane must be a known one, or what was typed would be silently dropped.
   */
  keepsFreeText: boolean;
}

function text(value: string, min: number, max: number): boolean {
  const length = value.trim().length;
  return length >= min && length <= max;
}

/**
 * Why Create is still disabled, field by field; {} when the form may be sent. A radio call gives
 * the airplane, the pilot's name, the date and ETA and who is on board; type and origin matter only
 * for an airplane the club does not know, and the email is optional (no account needed).
 */
export function manualLandingProblems(
  form: ManualLandingForm,
  context: ManualLandingContext,
): ManualLandingProblems {
  const problems: ManualLandingProblems = {};
  const known = matchAircraft(form.registration, context.aircrafts);
  if (form.registration.trim() === '')
    problems.registration = msg('movements.createLanding.problem.registration');
  else if (!known && !context.keepsFreeText)
    problems.registration = msg('movements.createLanding.problem.registrationKnown');
  else if (!known && !acceptsLandingField('registration', form.registration))
    problems.registration = msg('movements.createLanding.problem.registrationFormat');
  if (!known && context.keepsFreeText && !acceptsLandingField('aircraftType', form.aircraftType))
    problems.aircraftType = msg('movements.createLanding.problem.aircraftType');
  if (!known && context.keepsFreeText && !readDeclaredMtow(form.mtow).ok)
    problems.mtow = msg('movements.createLanding.problem.mtow');
  if (form.origin.trim() !== '' && !acceptsLandingField('origin', form.origin))
    problems.origin = msg('movements.createLanding.problem.origin');
  if (!text(form.pilotName, 2, 80)) problems.pilotName = msg('movements.createLanding.problem.pilotName');
  if (form.email.trim() !== '' && !acceptsLandingField('email', form.email.trim()))
    problems.email = msg('movements.createLanding.problem.email');
  if (!acceptsLandingField('date', form.date)) problems.date = msg('movements.createLanding.problem.date');
  else if (form.date < context.todayIso) problems.date = msg('movements.createLanding.problem.datePast');
  if (timeOfDayMs(form.eta) === null) problems.eta = msg('movements.createLanding.problem.eta');
  if (peopleOnBoard(form.pob) === null)
    problems.pob = msg('movements.createLanding.problem.pob', { max: MAX_POB });
  return problems;
}
