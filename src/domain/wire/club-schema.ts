// The clubs resource's write bodies (registration's create, the club update; docs/product.md#calls)
// as one zod/mini schema, built from the bounds in club-limits.ts: the server's clubs route validates
// with it, the Settings and registration forms accept a field only if it passes it, and the API
// client checks a body with it before sending. zod/mini keeps it small enough for the desk's bundle.
import { z } from 'zod/mini';
import type { MessageId } from '@/i18n/messages';
import { slugProblem } from '../accounts/slug';
import { AIRFIELD_CODES } from '../club/airfield-codes';
import { ACCEPTANCE_RULES_MAX, isStoredRules, readAcceptanceRules } from '../club/acceptance-rule-set';
import {
  CLUB_NUMBER_RANGE,
  CLUB_TEXT_MAX,
  CLUB_WHOLE_NUMBERS,
  type ClubNumberField,
  type ClubTextField,
} from '../club/club-limits';
import { hasUnlistableEntries } from '../club/listed-entries';
import { isSlotMinutes, SLOT_ARRIVALS_MAX, SLOT_PER_DAY_MAX } from '../club/slot-limits';
import { OVERDUE_MINUTES_RANGE } from '../landings/overdue';
import { CLUB_CLOCKS } from '../time/club-clock';

/** A relation in a write body: Strapi accepts the bare id. */
export const relationId = z.int().check(z.positive());

const text = (key: ClubTextField) => z.nullable(z.string().check(z.trim(), z.maxLength(CLUB_TEXT_MAX[key])));
/**
 * A detail with a shape of its own (docs/product.md#airfield-details), its refusal said by its own
 * message; blank stays allowed, as for any text. An ICAO code is read upper case first.
 */
const shaped = (key: ClubTextField, code: keyof typeof AIRFIELD_CODES) => {
  const { fits, message } = AIRFIELD_CODES[code];
  return z.nullable(
    z.string().check(
      z.trim(),
      ...(code === 'icao' ? [z.toUpperCase()] : []),
      // One refusal a field: a text past its length is not judged again by its shape.
      z.maxLength(CLUB_TEXT_MAX[key], { message, abort: true }),
      z.refine((typed) => typed === '' || fits(typed), message),
    ),
  );
};
const email = (key: ClubTextField) => z.nullable(z.email().check(z.maxLength(CLUB_TEXT_MAX[key])));
/** zod 4's numbers are finite already; each is bounded by its range, and some are whole. */
const amount = (key: ClubNumberField) => {
  const [min, max] = CLUB_NUMBER_RANGE[key];
  return z.nullable((CLUB_WHOLE_NUMBERS.has(key) ? z.int() : z.number()).check(z.gte(min), z.lte(max)));
};

export const clubFields = {
  name1: z.string().check(z.trim(), z.minLength(1), z.maxLength(CLUB_TEXT_MAX.name1)),
  name2: shaped('name2', 'icao'),
  address: text('address'),
  nif: shaped('nif', 'nif'),
  contact_name: text('contact_name'),
  phone: shaped('phone', 'phone'),
  email: email('email'),
  stripeEmail: email('stripeEmail'),
  vat_rate: amount('vat_rate'),
  category: z.nullable(relationId),
  direction: text('direction'),
  lat: amount('lat'),
  long: amount('long'),
  helipad_latitude: amount('helipad_latitude'),
  helipad_longitude: amount('helipad_longitude'),
  altitude: amount('altitude'),
  length: amount('length'),
  weight: amount('weight'),
  request: z.boolean(),
  home_base_discount: amount('home_base_discount'),
  price_land: amount('price_land'),
  price_touch: amount('price_touch'),
  price_park: amount('price_park'),
  price_park_twin: amount('price_park_twin'),
  price_park_bizz: amount('price_park_bizz'),
  price_park_heli: amount('price_park_heli'),
  hours_free_park: amount('hours_free_park'),
  // Our server only (docs/product/movement-log.md, States): a plain Strapi keeps no such field.
  overdue_minutes: z.int().check(z.gte(OVERDUE_MINUTES_RANGE[0]), z.lte(OVERDUE_MINUTES_RANGE[1])),
  // Our server only (ADR 0027): which clock the club's times are shown and asked on.
  clock: z.enum(CLUB_CLOCKS),
  // Our server only (docs/product/acceptance-rules.md): the rules as JSON text, a whole valid set.
  acceptance_rules: z.nullable(
    z.string().check(
      z.maxLength(ACCEPTANCE_RULES_MAX),
      z.refine(isStoredRules, 'validation.club.acceptanceRules' satisfies MessageId),
      z.refine(
        (stored) => !hasUnlistableEntries(readAcceptanceRules(stored)),
        'validation.club.acceptanceRulesEntries' satisfies MessageId,
      ),
    ),
  ),
  // Our server only (docs/product/slot-limits.md): arrivals per window of minutes, arrivals a day.
  slot_arrivals: z.nullable(z.int().check(z.gte(1), z.lte(SLOT_ARRIVALS_MAX))),
  slot_minutes: z.nullable(
    z.int().check(z.refine(isSlotMinutes, 'settings.slots.minutesInvalid' satisfies MessageId)),
  ),
  slot_per_day: z.nullable(z.int().check(z.gte(1), z.lte(SLOT_PER_DAY_MAX))),
  // The request page's address (ADR 0009): unique, checked again inside the write.
  slug: z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.superRefine((slug, ctx) => {
      const problem = slugProblem(slug);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: slug });
    }),
  ),
};

export type ClubField = keyof typeof clubFields;

/** PUT clubs/:id: a settings section's fields, at least one. */
export const clubUpdate = z
  .partial(z.strictObject(clubFields))
  .check(z.refine((data) => Object.keys(data).length > 0, 'validation.nothingToUpdate' satisfies MessageId));

/** Registration's fields: the ICAO code arrives as `icao` (stored as name2), the owner as `user`. */
const createFields = {
  ...clubFields,
  icao: shaped('name2', 'icao'),
  user: relationId,
};

/** POST clubs (the registration payload, docs/product.md#data): every field optional but the name. */
export const clubCreate = z.required(z.partial(z.strictObject(createFields)), { name1: true });

export type ClubUpdate = z.infer<typeof clubUpdate>;
export type ClubCreate = z.input<typeof clubCreate>;
export type ClubCreateField = keyof typeof createFields;

/** Whether the schema takes `value` for this field, as the server will when it is sent. */
export const acceptsClubField = (key: ClubCreateField, value: unknown): boolean =>
  z.safeParse(createFields[key], value).success;
