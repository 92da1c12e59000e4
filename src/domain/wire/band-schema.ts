// The mtows resource (weight bands, docs/product.md#settings, Pricing Landing) as one zod/mini schema: the
// server's mtows routes and band save validate with it, the band editor and the API client check with it.
import { z } from 'zod/mini';
import { AMOUNT_MAX } from '../club/club-limits';
import { relationId } from './club-schema';

/** Whole kg, 0 or more. */
export const bandWeight = z.int().check(z.gte(0), z.lte(AMOUNT_MAX));
/** Euro, 0 or more. */
export const bandPrice = z.number().check(z.gte(0), z.lte(AMOUNT_MAX));

export const bandFields = {
  weight1: bandWeight,
  weight2: bandWeight,
  priceLand: bandPrice,
  priceTouchGo: bandPrice,
};

/** The most bands one club may price by. */
export const MAX_BANDS = 50;

/** POST mtows and PUT mtows/:id: a band, with its club on create. */
export const mtowCreate = z.strictObject({ ...bandFields, club: z.optional(relationId) });
export const mtowUpdate = z.partial(z.strictObject({ ...bandFields, club: relationId }));

/** PUT clubs/:id/mtows (docs/decisions/0004): the club's complete list of bands. */
export const bandList = z.array(z.strictObject(bandFields)).check(z.maxLength(MAX_BANDS));
export type BandList = z.infer<typeof bandList>;
