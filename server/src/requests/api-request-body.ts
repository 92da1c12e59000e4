// A request body from a client other than the page, read as the page would have sent it: optional
// fields left out or sent empty are none, and a field of the wrong type is named with its own words.
import { PILOT_REQUEST_MESSAGES as M, type PilotRequestField } from '@/domain/pilot-requests/pilot-request';
import type { MessageId } from '@/i18n/messages';

/** The fields the page sends as null when left empty. */
const EMPTY_IS_NULL = ['etd', 'phone', 'notes', 'mtow'] as const;
/** The lists the page sends empty when none is given. */
const ABSENT_IS_EMPTY = ['passengers', 'services'] as const;

/** `data` with an optional field left out or blank as the page sends it (null, or an empty list). */
export function asPageSends(data: Record<string, unknown>): Record<string, unknown> {
  const body = { ...data };
  for (const field of EMPTY_IS_NULL) {
    const value = body[field];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) body[field] = null;
  }
  for (const field of ABSENT_IS_EMPTY) if (body[field] === undefined) body[field] = [];
  return body;
}

/** Each field's message when its value is missing or of the wrong type (the rule's own says why). */
const TYPE_MESSAGES: Record<PilotRequestField, MessageId> = {
  registration: M.registration,
  aircraftType: M.aircraftType,
  mtow: M.mtow,
  origin: M.origin,
  date: M.date,
  eta: M.eta,
  etd: M.etd,
  purpose: M.purpose,
  pilotName: M.pilotName,
  email: M.email,
  phone: M.phone,
  licence: M.licence,
  passengers: M.passenger,
  services: M.servicesUnknown,
  notes: M.notes,
  locale: M.locale,
};

/** The message of a field whose value the rule could not read, zod's words being no catalog key. */
export const typeMessage = (field: string): MessageId | undefined =>
  Object.hasOwn(TYPE_MESSAGES, field) ? TYPE_MESSAGES[field as PilotRequestField] : undefined;
