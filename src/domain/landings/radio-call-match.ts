// A radio call names an airplane and a pilot as free text (ADD MANUALLY, docs/product.md#aircraft-movements):
// which known airplane and which pilot account, if any, the words mean, so the landing is linked and priced
// when it can be.
import type { Aircraft, User } from '../wire/entities';

/** A registration as the desk stores it: upper case, e.g. CS-AYZ (the request page's rule). */
export const REGISTRATION = /^[A-Z0-9][A-Z0-9-]{1,9}$/;

const squeeze = (text: string) =>
  text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');

/** The registration inside a known airplane's name ("Cessna 172 CS-AAA" → "CS-AAA"), if it has one. */
export function registrationIn(name: string): string | null {
  const last = name.trim().split(/\s+/).at(-1)?.toUpperCase() ?? '';
  return REGISTRATION.test(last) && /\d|-/.test(last) ? last : null;
}

/**
 * The known airplane the typed words name: its whole name (picked from the suggestions) or its
 * registration, ignoring case, spaces and dashes. A type alone never links: it is not that airplane.
 */
export function matchAircraft(typed: string, known: readonly Aircraft[]): Aircraft | null {
  const wanted = squeeze(typed);
  if (wanted === '') return null;
  return (
    known.find((aircraft) => squeeze(aircraft.name) === wanted) ??
    known.find((aircraft) => squeeze(registrationIn(aircraft.name) ?? '') === wanted) ??
    null
  );
}

/** The name a pilot is listed under: their name, else their username. */
export function pilotLabel(pilot: Pick<User, 'name' | 'username'>): string {
  return pilot.name?.trim() ? pilot.name : pilot.username;
}

/** The pilot account with exactly this name (any case); none for a name the club does not know. */
export function matchPilot(typed: string, known: readonly User[]): User | null {
  const wanted = typed.trim().toLocaleLowerCase();
  if (wanted === '') return null;
  const named = known.filter((pilot) => pilotLabel(pilot).trim().toLocaleLowerCase() === wanted);
  // Two pilots of the same name: the desk cannot tell which, so it links neither.
  return named.length === 1 ? (named[0] ?? null) : null;
}
