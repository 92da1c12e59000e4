// Closure dates as the owner keeps them (docs/product/movement-log.md, "Closure dates"): which are
// listed (those not over yet) and what the add form and the schema accept. Whether a date is
// closed is closure-dates.ts's, kept apart so Movements carries only that.
import { type Message, msg } from '@/i18n/messages';
import type { ClosureDates } from './closure-dates';

/** The note's bound, in characters (the form, the schema and the column agree on it). */
export const CLOSURE_NOTE_MAX = 120;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written 'yyyy-MM-dd' (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Closures not yet over on `today` ('yyyy-MM-dd'), the soonest first: what is listed. */
export function upcomingClosures<T extends ClosureDates>(closures: readonly T[], today: string): T[] {
  return closures
    .filter((closure) => closure.to >= today)
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** What the owner types: `to` may be left empty for a single day. */
export interface ClosureForm {
  from: string;
  to: string;
  note: string;
}

export const EMPTY_CLOSURE_FORM: ClosureForm = { from: '', to: '', note: '' };

export type ClosureProblems = Partial<Record<keyof ClosureForm, Message>>;

/**
 * Why the form cannot be added, field by field; `today` refuses a closure already over. The server
 * checks the same bounds (closure-schema.ts) but not `today`: its clock is not the desk's.
 */
export function closureProblems(form: ClosureForm, today: string): ClosureProblems {
  const problems: ClosureProblems = {};
  const from = form.from.trim();
  const to = form.to.trim() || from;
  const note = form.note.trim();
  if (!isCalendarDate(from)) problems.from = msg('validation.closure.date');
  if (form.to.trim() !== '' && !isCalendarDate(form.to.trim())) problems.to = msg('validation.closure.to');
  else if (!problems.from && to < from) problems.to = msg('validation.closure.toBeforeFrom');
  else if (!problems.from && to < today) problems.to = msg('validation.closure.past');
  if (note === '') problems.note = msg('validation.closure.noteMissing');
  else if (note.length > CLOSURE_NOTE_MAX) problems.note = msg('validation.closure.noteTooLong');
  return problems;
}

/** The closure a valid form adds: trimmed, `to` filled in for a single day. */
export function closureOfForm(form: ClosureForm): ClosureDates {
  const from = form.from.trim();
  return { from, to: form.to.trim() || from, note: form.note.trim() };
}
