// The club-services resource (a catalogue service the club offers, at its price) as one zod/mini
// schema: the server's routes validate with it, the services form and the API client check with it.
import { z } from 'zod/mini';
import { AMOUNT_MAX } from '../club/club-limits';
import { relationId } from './club-schema';

/** Euro, 0 or more (a price left empty is saved as 0: docs/product.md#settings). */
export const servicePriceSchema = z.number().check(z.gte(0), z.lte(AMOUNT_MAX));

export const clubServiceCreate = z.strictObject({
  club: z.optional(relationId),
  service: relationId,
  price: servicePriceSchema,
});
export const clubServiceUpdate = z.strictObject({ club: z.optional(relationId), price: servicePriceSchema });
