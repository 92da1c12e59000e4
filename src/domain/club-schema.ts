// The clubs resource's write bodies as zod schemas (SPEC §3 registration, §7 club update), built
// from the bounds in club-limits.ts. The server's clubs route validates with them; full zod, so
// the client bundle does not import this file (its forms read club-limits.ts directly).
import { z } from 'zod';
import { CLUB_NUMBER_RANGE, CLUB_TEXT_MAX, type ClubNumberField, type ClubTextField } from './club-limits';
import { slugProblem } from './slug';

/** A relation in a write body: Strapi accepts the bare id. */
export const relationId = z.number().int().positive();

const text = (key: ClubTextField) => z.string().trim().max(CLUB_TEXT_MAX[key]).nullable();
const email = (key: ClubTextField) => z.email().max(CLUB_TEXT_MAX[key]).nullable();
/** Coordinates are bounded by their range alone; every other number must also be finite. */
const coordinate = (key: ClubNumberField) => {
  const [min, max] = CLUB_NUMBER_RANGE[key];
  return z.number().min(min).max(max).nullable();
};
const amount = (key: ClubNumberField) => {
  const [min, max] = CLUB_NUMBER_RANGE[key];
  return z.number().finite().min(min).max(max).nullable();
};

export const clubFields = {
  name1: z.string().trim().min(1).max(CLUB_TEXT_MAX.name1),
  name2: text('name2'),
  address: text('address'),
  nif: text('nif'),
  contact_name: text('contact_name'),
  phone: text('phone'),
  email: email('email'),
  stripeEmail: email('stripeEmail'),
  vat_rate: amount('vat_rate'),
  category: relationId.nullable(),
  direction: text('direction'),
  lat: coordinate('lat'),
  long: coordinate('long'),
  helipad_latitude: coordinate('helipad_latitude'),
  helipad_longitude: coordinate('helipad_longitude'),
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
  // The request page's address (ADR 0009): unique, checked again inside the write.
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((slug, ctx) => {
      const problem = slugProblem(slug);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
};

/** PUT clubs/:id: a settings section's fields, at least one. */
export const clubUpdate = z
  .object(clubFields)
  .partial()
  .strict()
  .refine((data) => Object.keys(data).length > 0, 'Nothing to update');

/** POST clubs (SPEC §3 registration payload): the ICAO code arrives as `icao`, the owner as `user`. */
export const clubCreate = z
  .object({ ...clubFields, icao: z.string().trim().max(CLUB_TEXT_MAX.name2).nullable(), user: relationId })
  .partial()
  .required({ name1: true })
  .strict();

export type ClubUpdate = z.infer<typeof clubUpdate>;
