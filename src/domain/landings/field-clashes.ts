// Which of a correction's fields another desk changed as well since it was made: only those are
// a conflict for the operator (docs/product/movement-log.md, "Corrections"). Pure.

import { timeOfDayMs } from '../time/time-of-day';
import type { Landing } from '../wire/entities';
import type { LandingChange } from '../wire/landing-schema';

type Field = keyof LandingChange;

/** A correction as the outbox keeps it: what it sends, and what the server had when it was made. */
export interface KeptCorrection {
  patch: LandingChange;
  before?: Partial<Record<Field, unknown>>;
}

/** A landing's field as a change would send it: relations as ids, times as stored. */
function wireValue(landing: Landing, field: Field): unknown {
  switch (field) {
    case 'club_services':
      return landing.club_services.map((offer) => offer.id).sort((a, b) => a - b);
    case 'aircraft':
      return landing.aircraft?.id ?? null;
    case 'from':
      return landing.from?.id ?? null;
    case 'time':
      return timeOfDayMs(landing.time) ?? landing.time;
    default:
      return field in landing ? landing[field as keyof Landing] : undefined;
  }
}

function sentValue(patch: LandingChange, field: Field): unknown {
  const value = patch[field];
  if (field === 'club_services' && Array.isArray(value)) return [...value].sort((a, b) => a - b);
  if (field === 'time' && typeof value === 'string') return timeOfDayMs(value) ?? value;
  return value;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The server's values of the fields a correction changes, kept with it when it is made. */
export function fieldsBefore(server: Landing, patch: LandingChange): Partial<Record<Field, unknown>> {
  return Object.fromEntries(
    (Object.keys(patch) as Field[]).map((field) => [field, wireValue(server, field)]),
  );
}

/**
 * The fields the server now holds a third value for: neither what the correction started from nor
 * what it sends. Every field when the starting values are not known.
 */
export function clashingFields(entry: KeptCorrection, current: Landing): Field[] {
  const fields = Object.keys(entry.patch) as Field[];
  const before = entry.before;
  if (!before) return fields;
  return fields.filter((field) => {
    const now = wireValue(current, field);
    return !same(now, before[field]) && !same(now, sentValue(entry.patch, field));
  });
}
