// A complete registration as a new owner would type it, for the registration tests: every step
// filled, two days open, two services chosen (by name: ids come from the seeded catalogue).
import { emptyDraft, type RegistrationDraft } from '@/domain/accounts/registration';

export const NEW_OWNER = {
  username: 'evora-ops',
  email: 'ops@evora.example',
  password: 'Runway09!',
  airfield: 'Aeródromo de Évora',
  icao: 'lpev',
} as const;

export const CHOSEN_SERVICES = { 'Fuel AVGAS 100LL': '2,10', Catering: '' } as const;

export function filledDraft(ids: { category: number; services: Record<string, number> }): RegistrationDraft {
  const draft: RegistrationDraft = {
    ...emptyDraft(),
    username: NEW_OWNER.username,
    email: NEW_OWNER.email,
    password: NEW_OWNER.password,
    confirmation: NEW_OWNER.password,
    name1: NEW_OWNER.airfield,
    icao: NEW_OWNER.icao,
    address: 'Estrada do Aeródromo, 7005-000 Évora',
    nif: '509876543',
    contact_name: 'Ana Silva',
    phone: '+351 266 000 111',
    category: ids.category,
    lat: '38.5297',
    long: '-7.8919',
    helipad_latitude: '',
    helipad_longitude: 'n/a',
    altitude: '807',
    length: '1300',
    direction: '01/19',
    weight: '5700',
    request: true,
    price_land: '12,50',
    price_touch: '6',
    hours_free_park: '2',
    price_park: '3',
    price_park_twin: '5',
    price_park_bizz: '20',
    price_park_heli: '8.5',
    stripeEmail: '',
  };
  draft.schedule.mon = { open: '09:00', close: '18:00' };
  draft.schedule.sat = { open: '10:00', close: '13:30' };
  for (const [name, price] of Object.entries(CHOSEN_SERVICES)) {
    const id = ids.services[name];
    if (id === undefined) throw new Error(`No seeded service named ${name}`);
    draft.services[id] = { active: true, price };
  }
  return draft;
}
