// Owns what the pilot has typed on one airfield's page, in localStorage: it survives a reload and a
// lost link, and carries the Idempotency-Key of its send, so a retry files the same request once.
import type { PilotRequestBody } from '@/domain/pilot-requests/pilot-request';
import { passengerLines } from '@/domain/pilot-requests/pilot-request-fields';
import { TOUCH_AND_GO } from '@/domain/wire/entities';
import type { Locale } from '@/i18n/locale';

/**
 * What the form holds, field by field of the shared schema's body: a text box for each (the
 * passengers one name a line, an empty optional field empty), the purpose and the services as
 * chosen. The honeypot `website` is a text box too: people never see it, so it stays empty.
 */
export type RequestValues = {
  [Field in Exclude<keyof PilotRequestBody, 'purpose' | 'services' | 'locale'>]-?: string;
} & Pick<PilotRequestBody, 'purpose' | 'services'>;

export const EMPTY_VALUES: RequestValues = {
  registration: '',
  aircraftType: '',
  mtow: '',
  origin: '',
  date: '',
  eta: '',
  etd: '',
  purpose: 'landing',
  pilotName: '',
  email: '',
  phone: '',
  licence: '',
  passengers: '',
  services: [],
  notes: '',
  website: '',
};

type TextField = Exclude<keyof RequestValues, 'purpose' | 'services'>;
const TEXT_FIELDS = Object.keys(EMPTY_VALUES).filter(
  (name): name is TextField => name !== 'purpose' && name !== 'services',
);

/**
 * What a form's fields hold, by name (`all(name)`: every value sent under it): the server reads a
 * form posted without the page's script with it, the page what was typed before its script ran.
 */
export function valuesFromForm(all: (name: string) => readonly string[]): RequestValues {
  const values: RequestValues = { ...EMPTY_VALUES };
  for (const name of TEXT_FIELDS) values[name] = (all(name)[0] ?? '').slice(0, 4000);
  values.purpose = all('purpose')[0] === TOUCH_AND_GO ? TOUCH_AND_GO : 'landing';
  values.services = all('services')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  return values;
}

/** The values with a service ticked (added once, last) or unticked. */
export function withService(values: RequestValues, id: number, ticked: boolean): RequestValues {
  const others = values.services.filter((service) => service !== id);
  return { ...values, services: ticked ? [...others, id] : others };
}

/** Whether two fillings of the form hold the same answers. */
export const sameValues = (a: RequestValues, b: RequestValues): boolean =>
  TEXT_FIELDS.every((name) => a[name] === b[name]) &&
  a.purpose === b.purpose &&
  a.services.length === b.services.length &&
  a.services.every((id) => b.services.includes(id));

/** Kept after a request is sent: the next one is about another flight by the same pilot. */
const PILOT_FIELDS = ['pilotName', 'email', 'phone', 'licence'] as const;

export interface RequestDraft {
  /** Sent as the Idempotency-Key; a new one once the request has been filed. */
  key: string;
  values: RequestValues;
}

const storageKey = (slug: string) => `ppr-request:${slug}`;
/** getRandomValues, not randomUUID: a club LAN serves plain http, where only the former exists. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `draft-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function loadDraft(storage: Storage, slug: string): RequestDraft {
  try {
    const saved = JSON.parse(storage.getItem(storageKey(slug)) ?? 'null') as Partial<RequestDraft> | null;
    if (saved && typeof saved.key === 'string' && typeof saved.values === 'object') {
      return { key: saved.key, values: { ...EMPTY_VALUES, ...saved.values } };
    }
  } catch {
    // A draft that cannot be read is started afresh.
  }
  return { key: newKey(), values: { ...EMPTY_VALUES } };
}

export function saveDraft(storage: Storage, slug: string, draft: RequestDraft): void {
  try {
    storage.setItem(storageKey(slug), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, it only forgets on reload.
  }
}

/** After a send: keep who the pilot is, forget the flight, and take a new key for the next one. */
export function afterSending(draft: RequestDraft): RequestDraft {
  const values: RequestValues = { ...EMPTY_VALUES };
  for (const field of PILOT_FIELDS) values[field] = draft.values[field];
  return { key: newKey(), values };
}

/** A new key for the same values: the old one already filed another request. */
export const withNewKey = (draft: RequestDraft): RequestDraft => ({ ...draft, key: newKey() });

const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

/** A whole number of kg as a number; other text as typed, for the rule to refuse with its message. */
function mtowOf(text: string): number | string | null {
  const typed = text.trim();
  if (typed === '') return null;
  return /^\d{1,7}$/.test(typed) ? Number(typed) : typed;
}

/**
 * The body the page sends and checks: the typed text, with the empty optional fields as null, and
 * the language the page speaks (the request's mails are written in it).
 */
export function requestBodyOf(values: RequestValues, locale?: Locale): Record<string, unknown> {
  return {
    registration: values.registration,
    aircraftType: values.aircraftType,
    mtow: mtowOf(values.mtow),
    origin: values.origin,
    date: values.date,
    eta: values.eta,
    etd: orNull(values.etd),
    purpose: values.purpose,
    pilotName: values.pilotName,
    email: values.email,
    phone: orNull(values.phone),
    licence: values.licence,
    passengers: passengerLines(values.passengers),
    services: values.services,
    notes: orNull(values.notes),
    ...(values.website ? { website: values.website } : {}),
    ...(locale ? { locale } : {}),
  };
}
