// A pilot request's plain parts (ADR 0009): the purposes, the limits, the honeypot's name and how
// the passengers box reads. Apart from the rule (pilot-request.ts, which reads dates and times
// through the time module) so the pilot's page can name them without loading the date library
// before it is interactive (docs/decisions/0021).
import { TOUCH_AND_GO } from '../wire/entities';

/** The two purposes a pilot may ask for; a plain landing is stored without a purpose. */
export const REQUEST_PURPOSES = ['landing', TOUCH_AND_GO] as const;
export type RequestPurpose = (typeof REQUEST_PURPOSES)[number];

/** How far ahead a pilot may ask. */
export const MAX_DAYS_AHEAD = 90;
export const MAX_PASSENGERS = 12;
export const MAX_NOTES = 1000;
export const MAX_SERVICES = 20;
/** The hidden field only a robot fills in: the server then accepts silently and stores nothing. */
export const HONEYPOT_FIELD = 'website';

/** The passengers box: one name a line, blank lines dropped. */
export function passengerLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
