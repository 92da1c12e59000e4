// What a pilot sends from the public request page (ADR 0009), checked by one schema on both sides:
// the page shows its messages under each field before sending, and the server refuses the same
// body with the same words. zod/mini keeps the rule small enough for the page's budget. Each
// message is a catalog key (docs/decisions/0020); the body's type is the schema's own (z.infer).
import { z } from 'zod/mini';
import { LOCALES } from '@/i18n/locale';
import { type Message, type MessageId, msg } from '@/i18n/messages';
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

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The schema's messages; the ones with a placeholder get their value in checkPilotRequest. */
const M = {
  registration: 'validation.pilotRequest.registration',
  aircraftType: 'validation.pilotRequest.aircraftType',
  origin: 'validation.pilotRequest.origin',
  date: 'validation.pilotRequest.date',
  datePast: 'validation.pilotRequest.datePast',
  dateTooFar: 'validation.pilotRequest.dateTooFar',
  eta: 'validation.pilotRequest.eta',
  etd: 'validation.pilotRequest.etd',
  etdAfterEta: 'validation.pilotRequest.etdAfterEta',
  purpose: 'validation.pilotRequest.purpose',
  pilotName: 'validation.pilotRequest.pilotName',
  email: 'validation.pilotRequest.email',
  phone: 'validation.pilotRequest.phone',
  licence: 'validation.pilotRequest.licence',
  passengerName: 'validation.pilotRequest.passengerName',
  passengerCount: 'validation.pilotRequest.passengerCount',
  serviceCount: 'validation.pilotRequest.serviceCount',
  notes: 'validation.pilotRequest.notes',
  invalid: 'validation.pilotRequest.invalid',
} as const satisfies Record<string, MessageId>;

const MAX_SERVICES = 20;

/** The values of the messages that name a limit. */
const VALUES: Partial<Record<MessageId, Record<string, number>>> = {
  [M.dateTooFar]: { days: MAX_DAYS_AHEAD },
  [M.passengerCount]: { count: MAX_PASSENGERS },
  [M.serviceCount]: { count: MAX_SERVICES },
  [M.notes]: { count: MAX_NOTES },
};

const OWN_MESSAGES: ReadonlySet<string> = new Set(Object.values(M));

const text = (min: number, max: number, message: MessageId) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

function addDays(todayIso: string, days: number): string {
  const at = new Date(`${todayIso}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The schema for a request sent on `todayIso` (UTC): the date window moves with the day. */
export function pilotRequestSchema(todayIso: string) {
  const lastDay = addDays(todayIso, MAX_DAYS_AHEAD);
  return z
    .strictObject({
      registration: z
        .string()
        .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9][A-Z0-9-]{1,9}$/, M.registration)),
      aircraftType: text(2, 60, M.aircraftType),
      origin: text(2, 60, M.origin),
      date: z.string().check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, M.date),
        z.refine((date) => date >= todayIso, M.datePast),
        z.refine((date) => date <= lastDay, M.dateTooFar),
      ),
      eta: z.string().check(z.regex(HH_MM, M.eta)),
      etd: z.nullable(z.string().check(z.regex(HH_MM, M.etd))),
      purpose: z.enum(REQUEST_PURPOSES, M.purpose),
      pilotName: text(2, 80, M.pilotName),
      email: z.email(M.email).check(z.trim(), z.maxLength(200, M.email)),
      phone: z.nullable(z.string().check(z.trim(), z.regex(/^\+?[0-9 ().-]{6,24}$/, M.phone))),
      licence: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{2,29}$/, M.licence)),
      passengers: z.array(text(1, 80, M.passengerName)).check(z.maxLength(MAX_PASSENGERS, M.passengerCount)),
      services: z.array(z.int().check(z.positive())).check(z.maxLength(MAX_SERVICES, M.serviceCount)),
      notes: z.nullable(z.string().check(z.trim(), z.maxLength(MAX_NOTES, M.notes))),
      website: z.optional(z.string().check(z.maxLength(200))),
      // The language the request was made in; its mails are written in it.
      locale: z.optional(z.enum(LOCALES)),
    })
    .check(
      z.refine((body) => body.etd === null || body.etd < body.eta, {
        error: M.etdAfterEta,
        path: ['etd'],
      }),
    );
}

/** Every field the page sends, as the server stores it: the schema's own output. */
export type PilotRequestBody = z.infer<ReturnType<typeof pilotRequestSchema>>;

/** The fields a person fills in (the honeypot and the page's language are not theirs). */
export type PilotRequestField = Exclude<keyof PilotRequestBody, 'website' | 'locale'>;

export type FieldProblems = Partial<Record<PilotRequestField | 'form', Message>>;

export type PilotRequestCheck = { ok: true; body: PilotRequestBody } | { ok: false; problems: FieldProblems };

/** The body checked against the rule of `todayIso`: the cleaned body, or one message per field. */
export function checkPilotRequest(body: unknown, todayIso: string): PilotRequestCheck {
  const result = pilotRequestSchema(todayIso).safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const head = issue.path[0];
    const field =
      typeof head === 'string' && head !== HONEYPOT_FIELD && head !== 'locale'
        ? (head as PilotRequestField)
        : 'form';
    // zod's own messages (an unknown field, a service id that is no id) are not keys: one key says them.
    const id = OWN_MESSAGES.has(issue.message) ? (issue.message as MessageId) : M.invalid;
    problems[field] ??= msg(id, VALUES[id]);
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
