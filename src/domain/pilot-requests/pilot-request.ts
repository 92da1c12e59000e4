// What a pilot sends from the public request page (ADR 0009), checked by one schema on both sides:
// the page shows its messages under each field before sending, and the server refuses the same
// body with the same messages. They are catalog keys (docs/decisions/0020), said in the page's
// language; a limit a message names travels as its value. zod/mini keeps the rule small; the
// request's plain parts (limits, purposes) are in pilot-request-fields.ts, which the page names
// before it loads this rule (docs/decisions/0021).
import { z } from 'zod/mini';
import { LOCALES } from '@/i18n/locale';
import type { Message, MessageId, MessageValues } from '@/i18n/messages';
import { DECLARED_MTOW_MAX, DECLARED_MTOW_MIN } from '../fees/landing-fee';
import { addToDate, isIsoDate } from '../time/instants';
import { isTimeOfDay } from '../time/time-of-day';
import {
  HONEYPOT_FIELD,
  MAX_DAYS_AHEAD,
  MAX_NOTES,
  MAX_PASSENGERS,
  MAX_SERVICES,
  REQUEST_PURPOSES,
} from './pilot-request-fields';

export {
  HONEYPOT_FIELD,
  MAX_DAYS_AHEAD,
  MAX_NOTES,
  MAX_PASSENGERS,
  MAX_SERVICES,
  passengerLines,
  REQUEST_PURPOSES,
  type RequestPurpose,
} from './pilot-request-fields';

const filedTime = (message: MessageId) =>
  z.string().check(z.refine((time) => isTimeOfDay(time, 'filed'), message));

const text = (min: number, max: number, message: MessageId) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

export type PilotRequestField = Exclude<keyof PilotRequestBody, 'website'>;

/** Every message the rule says: catalog keys. */
export const PILOT_REQUEST_MESSAGES = {
  registration: 'validation.pilotRequest.registration',
  aircraftType: 'validation.pilotRequest.aircraftType',
  origin: 'validation.pilotRequest.origin',
  date: 'validation.pilotRequest.date',
  dateInPast: 'validation.pilotRequest.dateInPast',
  dateTooFar: 'validation.pilotRequest.dateTooFar',
  eta: 'validation.pilotRequest.eta',
  etd: 'validation.pilotRequest.etd',
  etdAfterEta: 'validation.pilotRequest.etdAfterEta',
  purpose: 'validation.pilotRequest.purpose',
  pilotName: 'validation.pilotRequest.pilotName',
  email: 'validation.pilotRequest.email',
  phone: 'validation.pilotRequest.phone',
  licence: 'validation.pilotRequest.licence',
  passenger: 'validation.pilotRequest.passenger',
  passengers: 'validation.pilotRequest.passengers',
  services: 'validation.pilotRequest.services',
  servicesUnknown: 'validation.pilotRequest.servicesUnknown',
  notes: 'validation.pilotRequest.notes',
  locale: 'validation.pilotRequest.locale',
  mtow: 'validation.landing.mtow',
} as const satisfies Record<string, MessageId>;
const M = PILOT_REQUEST_MESSAGES;

const RULE_MESSAGES: ReadonlySet<string> = new Set(Object.values(M));

/** The numbers the messages name, so a catalog never repeats a limit the schema sets. */
const MESSAGE_VALUES: Partial<Record<MessageId, MessageValues>> = {
  [M.dateTooFar]: { days: MAX_DAYS_AHEAD },
  [M.passengers]: { max: MAX_PASSENGERS },
  [M.services]: { max: MAX_SERVICES },
  [M.notes]: { max: MAX_NOTES },
};

/** The days a request sent on `todayIso` (UTC) may name: from that day to MAX_DAYS_AHEAD after it. */
export function requestDays(todayIso: string): { today: string; lastDay: string } {
  return { today: todayIso, lastDay: addToDate(todayIso, { days: MAX_DAYS_AHEAD }) };
}

/** The schema for a request sent on `todayIso` (UTC): the date window moves with the day. */
export function pilotRequestSchema(todayIso: string) {
  const { lastDay } = requestDays(todayIso);
  return z
    .strictObject({
      registration: z
        .string()
        .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9][A-Z0-9-]{1,9}$/, M.registration)),
      aircraftType: text(2, 60, M.aircraftType),
      origin: text(2, 60, M.origin),
      // Asked only for a type not in the catalogue: its declared MTOW prices the landing.
      mtow: z.optional(
        z.nullable(
          z.int(M.mtow).check(z.minimum(DECLARED_MTOW_MIN, M.mtow), z.maximum(DECLARED_MTOW_MAX, M.mtow)),
        ),
      ),
      date: z.string().check(
        z.refine(isIsoDate, M.date),
        z.refine((date) => date >= todayIso, M.dateInPast),
        z.refine((date) => date <= lastDay, M.dateTooFar),
      ),
      eta: filedTime(M.eta),
      etd: z.nullable(filedTime(M.etd)),
      purpose: z.enum(REQUEST_PURPOSES, M.purpose),
      pilotName: text(2, 80, M.pilotName),
      email: z.email(M.email).check(z.trim(), z.maxLength(200, M.email)),
      phone: z.nullable(z.string().check(z.trim(), z.regex(/^\+?[0-9 ().-]{6,24}$/, M.phone))),
      licence: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 ./()-]{2,29}$/, M.licence)),
      passengers: z.array(text(1, 80, M.passenger)).check(z.maxLength(MAX_PASSENGERS, M.passengers)),
      services: z
        .array(z.int(M.servicesUnknown).check(z.positive(M.servicesUnknown)))
        .check(z.maxLength(MAX_SERVICES, M.services)),
      notes: z.nullable(z.string().check(z.trim(), z.maxLength(MAX_NOTES, M.notes))),
      // The language the page was used in: every mail about the request is written in it. Optional;
      // without it the server takes the request's Accept-Language.
      locale: z.optional(z.enum(LOCALES, M.locale)),
      website: z.optional(z.string().check(z.maxLength(200))),
    })
    .check(
      z.refine((body) => body.etd === null || body.etd < body.eta, {
        error: M.etdAfterEta,
        path: ['etd'],
      }),
    );
}

/** Every field the page sends, as the server stores it: the schema's own output (z.infer). */
export type PilotRequestBody = z.infer<ReturnType<typeof pilotRequestSchema>>;

/** One problem a field: a catalog key (or, for a body no page would send, zod's own English words). */
export type FieldProblems = Partial<Record<PilotRequestField | 'form', string>>;
/** The same problems as messages, with the values their words name. */
export type FieldMessages = Partial<Record<PilotRequestField | 'form', Message | string>>;

export type PilotRequestCheck =
  | { ok: true; body: PilotRequestBody }
  | { ok: false; problems: FieldProblems; messages: FieldMessages };

const isRuleMessage = (text: string): text is MessageId => RULE_MESSAGES.has(text);

/** A problem as a message: a key with the values it names, or words that are no key as they are. */
export function problemMessage(problem: string): Message | string {
  if (!isRuleMessage(problem)) return problem;
  const values = MESSAGE_VALUES[problem];
  return values ? { id: problem, values } : { id: problem };
}

/** The body checked against the rule of `todayIso`: the cleaned body, or one problem per field. */
export function checkPilotRequest(body: unknown, todayIso: string): PilotRequestCheck {
  const result = pilotRequestSchema(todayIso).safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const head = issue.path[0];
    const field = typeof head === 'string' && head !== HONEYPOT_FIELD ? (head as PilotRequestField) : 'form';
    problems[field] ??= issue.message;
  }
  const messages: FieldMessages = {};
  for (const [field, problem] of Object.entries(problems))
    messages[field as keyof FieldMessages] = problemMessage(problem);
  return { ok: false, problems, messages };
}
