// The registration in progress, kept in localStorage so a reload loses nothing typed: the draft
// (passwords never stored), the current step, and Confirm's progress. Owns the one storage key.
import { z } from 'zod/mini';
import {
  emptyDraft,
  REGISTRATION_STEPS,
  type RegistrationDraft,
  type RegistrationStep,
} from '@/domain/accounts/registration';
import { type ConfirmProgress, emptyProgress } from '@/domain/accounts/registration-progress';

export const REGISTRATION_STORAGE_KEY = 'ppr-registration';

export interface StoredRegistration {
  /** Names this registration's Idempotency-Keys, so a retry reuses them. */
  id: string;
  step: RegistrationStep;
  draft: RegistrationDraft;
  progress: ConfirmProgress;
}

const text = z.string().check(z.maxLength(500));
const day = z.object({ open: text, close: text });
const draftSchema = z.object({
  username: text,
  email: text,
  name1: text,
  icao: text,
  address: text,
  nif: text,
  contact_name: text,
  phone: text,
  schedule: z.object({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }),
  category: z.nullable(z.int()),
  lat: text,
  long: text,
  helipad_latitude: text,
  helipad_longitude: text,
  altitude: text,
  length: text,
  direction: text,
  weight: text,
  request: z.boolean(),
  price_land: text,
  price_touch: text,
  hours_free_park: text,
  price_park: text,
  price_park_twin: text,
  price_park_bizz: text,
  price_park_heli: text,
  services: z.record(z.string().check(z.regex(/^\d+$/)), z.object({ active: z.boolean(), price: text })),
  stripeEmail: text,
});
const ids = z.array(z.int());
const storedSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)),
  step: z.int().check(z.minimum(1), z.maximum(REGISTRATION_STEPS)),
  draft: draftSchema,
  progress: z.object({
    account: z.nullable(z.object({ userId: z.int(), jwt: z.string() })),
    clubId: z.nullable(z.int()),
    schedulesDone: ids,
    bandDone: z.boolean(),
    servicesDone: ids,
  }),
});

/** crypto.randomUUID needs a secure context; a desk on a LAN address over http has none. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function newRegistration(): StoredRegistration {
  return { id: newId(), step: 1, draft: emptyDraft(), progress: emptyProgress() };
}

/** The stored registration, or null when there is none or it cannot be read (it is then ignored). */
export function loadRegistration(storage: Storage): StoredRegistration | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(REGISTRATION_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { id, step, draft, progress } = parsed.data;
  const services: RegistrationDraft['services'] = {};
  for (const [serviceId, choice] of Object.entries(draft.services)) services[Number(serviceId)] = choice;
  return {
    id,
    step: step as RegistrationStep,
    draft: { ...draft, services, password: '', confirmation: '' },
    progress,
  };
}

export function saveRegistration(storage: Storage, registration: StoredRegistration): void {
  const { password: _password, confirmation: _confirmation, ...kept } = registration.draft;
  try {
    storage.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify({ ...registration, draft: kept }));
  } catch {
    // Storage full or refused (private browsing): the wizard still works, only a reload would lose it.
  }
}

export function clearRegistration(storage: Storage): void {
  storage.removeItem(REGISTRATION_STORAGE_KEY);
}
