// Which of a change's fields another desk changed as well since it was made: for a correction, a
// payment, a fee, an arrival or a departure only those are a conflict for the operator
// (docs/product/movement-log.md, "Corrections"; docs/product.md#sync-and-offline). Pure.

import type { RefusedKind } from '../desk/refusal-words';
import { timeOfDayMs } from '../time/time-of-day';
import type { Landing } from '../wire/entities';
import type { LandingChange } from '../wire/landing-schema';

type Field = keyof LandingChange;

/**
 * Whether a kind of change is compared field by field on a conflict. A decision, a cancel and a
 * no-show are made on the landing as the desk saw it: any change meanwhile is theirs to look at.
 */
export const comparedByField = (kind: RefusedKind): boolean =>
  kind !== 'decision' && kind !== 'state' && kind !== 'create';

/** A change as the outbox keeps it: what it sends, and what the server had when it was made. */
export interface KeptChange {
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

/** The server's values of the fields a change sends, kept with it when it is made. */
export function fieldsBefore(server: Landing, patch: LandingChange): Partial<Record<Field, unknown>> {
  return Object.fromEntries(
    (Object.keys(patch) as Field[]).map((field) => [field, wireValue(server, field)]),
  );
}

/**
 * The fields the server now holds a third value for: neither what the change started from nor
 * what it sends. Every field when the starting values are not known.
 */
export function clashingFields(entry: KeptChange, current: Landing): Field[] {
  const fields = Object.keys(entry.patch) as Field[];
  const before = entry.before;
  if (!before) return fields;
  return fields.filter((field) => {
    const now = wireValue(current, field);
    return !same(now, before[field]) && !same(now, sentValue(entry.patch, field));
  });
}

/** The server already holds every value the change sends (another desk did the same): nothing to do. */
export function alreadyHeld(patch: LandingChange, current: Landing, ignored: readonly Field[] = []): boolean {
  const fields = (Object.keys(patch) as Field[]).filter((field) => !ignored.includes(field));
  return (
    fields.length > 0 && fields.every((field) => same(wireValue(current, field), sentValue(patch, field)))
  );
}
