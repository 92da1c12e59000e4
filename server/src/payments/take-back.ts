// Taking a landing's online payment back to what Stripe still holds of it, as one change of its club
// that both desks see: Stripe's charge.refunded event, and a refund Stripe says was made already.
import type { Db } from '../db/database';
import { stampChange } from '../repositories/changes';
import { nextUpdatedAt } from '../repositories/landings';
import { landingForPayment, markRefunded } from '../repositories/payments';

/** Inside the caller's transaction; false when the landing is gone. */
export async function takePaymentBack(
  trx: Db,
  clubId: number,
  landingId: number,
  heldCents: number,
  now: Date,
): Promise<boolean> {
  const changeSeq = await stampChange(trx, clubId);
  const landing = await landingForPayment(trx, landingId);
  if (!landing) return false;
  await markRefunded(trx, landingId, heldCents, {
    updatedAt: nextUpdatedAt(landing.updatedAt, now),
    changeSeq,
  });
  return true;
}
