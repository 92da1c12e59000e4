// Turning a finished registration draft into what the API is sent (docs/product.md#data,
// "Registration payload", and #registration). Parsing happens only here, once, at Confirm.

import type { OwnBlockClubField } from '../club/club-settings';
import { isValidDayHours, type ScheduleRow, WEEKDAYS } from '../club/schedule';
import { isBlank, parseDecimal } from '../desk/inputs';
import { toApiTime } from '../time/time-of-day';
import type { ClubCreate } from '../wire/club-schema';
// Type-only: registration.ts re-exports this module, so a value import would be a cycle.
import type { RegistrationDraft } from './registration';

/** An empty or non-numeric helipad coordinate is sent as 0 (docs/product.md#registration). */
export function helipadCoordinate(value: string | null | undefined, tag?: string): number {
  return parseDecimal(value, tag) ?? 0;
}

/** Every field registration sends (docs/product.md#data), typed by the clubs schema that checks it. */
export type ClubPayload = Required<
  Omit<ClubCreate, 'name2' | 'vat_rate' | 'home_base_discount' | OwnBlockClubField>
>;

/**
 * The registration payload for POST clubs (docs/product.md#data); blank optional numbers become null.
 * `tag`: the language the numbers were typed in (here and below), thousands separators included.
 */
export function toClubPayload(draft: RegistrationDraft, userId: number, tag?: string): ClubPayload {
  const number = (value: string) => parseDecimal(value, tag);
  return {
    name1: draft.name1.trim(),
    address: draft.address.trim(),
    category: draft.category,
    nif: draft.nif.trim(),
    request: draft.request,
    direction: draft.direction.trim(),
    weight: number(draft.weight),
    length: number(draft.length),
    price_land: number(draft.price_land),
    price_touch: number(draft.price_touch),
    price_park: number(draft.price_park),
    price_park_twin: number(draft.price_park_twin),
    price_park_bizz: number(draft.price_park_bizz),
    price_park_heli: number(draft.price_park_heli),
    hours_free_park: number(draft.hours_free_park),
    lat: number(draft.lat),
    long: number(draft.long),
    helipad_latitude: helipadCoordinate(draft.helipad_latitude, tag),
    helipad_longitude: helipadCoordinate(draft.helipad_longitude, tag),
    altitude: number(draft.altitude),
    // ICAO location indicators are upper case; a lower-case entry is the same code.
    icao: draft.icao.trim().toUpperCase(),
    contact_name: draft.contact_name.trim(),
    phone: draft.phone.trim(),
    email: draft.email.trim(),
    stripeEmail: isBlank(draft.stripeEmail) ? null : draft.stripeEmail.trim(),
    user: userId,
  };
}

/** Club services to create after the club: active choices only, an empty price saved as 0 (§5). */
export function draftServices(draft: RegistrationDraft, tag?: string): { service: number; price: number }[] {
  return Object.entries(draft.services)
    .filter(([, choice]) => choice.active)
    .map(([id, choice]) => ({ service: Number(id), price: parseDecimal(choice.price, tag) ?? 0 }))
    .sort((a, b) => a.service - b.service);
}

/** Schedule rows for the days given hours in step 4, times as the API wants them; closed days send nothing. */
export function draftSchedules(draft: RegistrationDraft): ScheduleRow[] {
  return WEEKDAYS.flatMap((d) => {
    const { open, close } = draft.schedule[d.day];
    if (isBlank(open) || !isValidDayHours(open, close)) return [];
    return [{ day_index: d.index, day: d.day, open: toApiTime(open), close: toApiTime(close) }];
  });
}
