// What a pilot sends from the public request page (ADR 0009), checked by one schema on both sides:
// the page shows its messages under each field before sending, and the server refuses the same
// body with the same words. zod/mini keeps the rule small enough for the page's 60 KB budget.
import { z } from 'zod/mini';
import { addToDate, isIsoDate } from './time/instants';
import { isTimeOfDay } from './time/time-of-day';
import { TOUCH_AND_GO } from './types';

/** The two purposes a pilot may ask for; a plain landing is stored without a purpose. */
export const REQUEST_PURPOSES = ['landing', TOUCH_AND_GO] as const;
export type RequestPurpose = (typeof REQUEST_PURPOSES)[number];

/** How far ahead a pilot may ask. */
export const MAX_DAYS_AHEAD = 90;
export const MAX_PASSENGERS = 12;
export const MAX_NOTES = 1000;
/** The hidden field only a robot fills in: the server then accepts silently and stores nothing. */
export const HONEYPOT_FIELD = 'website';

/** An ETA or ETD as a time input gives it, 'HH:mm' (UTC). */
const filedTime = (message: string) =>
  z.string().check(z.refine((time) => isTimeOfDay(time, 'filed'), message));

const text = (min: number, max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

/** Every field the page sends, as the server stores it. */
export interface PilotRequestBody {
  registration: string;
  aircraftType: string;
  origin: string;
  date: string;
  eta: string;
  etd: string | null;
  purpose: RequestPurpose;
  pilotName: string;
  email: string;
  phone: string | null;
  licence: string;
  passengers: string[];
  services: number[];
  notes: string | null;
  website?: string;
}

export type PilotRequestField = Exclude<keyof PilotRequestBody, 'website'>;

/** The schema for a request sent on `todayIso` (UTC): the date window moves with the day. */
export function pilotRequestSchema(todayIso: string) {
  const lastDay = addToDate(todayIso, { days: MAX_DAYS_AHEAD });
  return z
    .strictObject({
      registration: z
        .string()
        .check(
          z.trim(),
          z.toUpperCase(),
          z.regex(/^[A-Z0-9][A-Z0-9-]{1,9}$/, 'Enter the registration, e.g. CS-AYZ (up to 10 characters).'),
        ),
      aircraftType: text(2, 60, 'Enter the aircraft type (2 to 60 characters).'),
      origin: text(2, 60, 'Enter the departure aerodrome: its ICAO code or name.'),
      date: z.string().check(
        z.refine(isIsoDate, 'Choose the date.'),
        z.refine((date) => date >= todayIso, 'The date cannot be in the past.'),
        z.refine((date) => date <= lastDay, `The date cannot be more than ${MAX_DAYS_AHEAD} days ahead.`),
      ),
      eta: filedTime('Enter the ETA as HH:MM (UTC).'),
      etd: z.nullable(filedTime('Enter the ETD as HH:MM (UTC), or leave it empty.')),
      purpose: z.enum(REQUEST_PURPOSES, 'Choose Landing or Touch & Go.'),
      pilotName: text(2, 80, 'Enter your name (2 to 80 characters).'),
      email: z.email('Enter a valid email address.').check(z.trim(), z.maxLength(200)),
      phone: z.nullable(
        z
          .string()
          .check(z.trim(), z.regex(/^\+?[0-9 ().-]{6,24}$/, 'Enter a phone number, e.g. +351 912 345 678.')),
      ),
      licence: z
        .string()
        .check(
          z.trim(),
          z.regex(
            /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,29}$/,
            'Enter your licence number (3 to 30 letters and digits).',
          ),
        ),
      passengers: z
        .array(text(1, 80, 'Write one passenger name a line (up to 80 characters).'))
        .check(z.maxLength(MAX_PASSENGERS, `At most ${MAX_PASSENGERS} passengers.`)),
      services: z.array(z.int().check(z.positive())).check(z.maxLength(20, 'Choose at most 20 services.')),
      notes: z.nullable(
        z.string().check(z.trim(), z.maxLength(MAX_NOTES, `Notes: at most ${MAX_NOTES} characters.`)),
      ),
      website: z.optional(z.string().check(z.maxLength(200))),
    })
    .check(
      z.refine((body) => body.etd === null || body.etd < body.eta, {
        error: 'The ETD must be before the ETA (same day, UTC).',
        path: ['etd'],
      }),
    );
}

export type FieldProblems = Partial<Record<PilotRequestField | 'form', string>>;

export type PilotRequestCheck = { ok: true; body: PilotRequestBody } | { ok: false; problems: FieldProblems };

/** The body checked against the rule of `todayIso`: the cleaned body, or one message per field. */
export function checkPilotRequest(body: unknown, todayIso: string): PilotRequestCheck {
  const result = pilotRequestSchema(todayIso).safeParse(body);
  if (result.success) return { ok: true, body: result.data as PilotRequestBody };
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' && head !== HONEYPOT_FIELD ? (head as PilotRequestField) : 'form';
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/** The passengers box: one name a line, blank lines dropped. */
export function passengerLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
