// Owns what the pilot has typed on one airfield's page, in localStorage: it survives a reload and a
// lost link, and carries the Idempotency-Key of its send, so a retry files the same request once.
import { passengerLines, type RequestPurpose } from '@/domain/pilot-request';
import { pickLocale } from '@/i18n/locale';

export interface RequestValues {
  registration: string;
  aircraftType: string;
  origin: string;
  date: string;
  eta: string;
  etd: string;
  purpose: RequestPurpose;
  pilotName: string;
  email: string;
  phone: string;
  licence: string;
  /** One name a line. */
  passengers: string;
  services: number[];
  notes: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export const EMPTY_VALUES: RequestValues = {
  registration: '',
  aircraftType: '',
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

/** The body the page sends and checks: the typed text, with the empty optional fields as null. */
export function requestBodyOf(values: RequestValues): Record<string, unknown> {
  return {
    registration: values.registration,
    aircraftType: values.aircraftType,
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
    locale: pickLocale([globalThis.document?.documentElement.lang ?? '']),
    ...(values.website ? { website: values.website } : {}),
  };
}
