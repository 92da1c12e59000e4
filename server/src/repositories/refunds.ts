// The online payments owed back (docs/product.md#payments, "Cancelled"): landings cancelled or marked
// no-show while still Paid online on a connected club, not yet asked of Stripe, and marking them asked.
import type { Db } from '../db/database';

export interface OwedRefund {
  landingId: number;
  clubId: number;
  account: string;
  intent: string;
}

/** Oldest first; an account since disconnected has nothing to refund here (the club does it on Stripe). */
export async function refundsOwed(db: Db, limit: number): Promise<OwedRefund[]> {
  const rows = await db
    .selectFrom('landings')
    .innerJoin('clubs', 'clubs.id', 'landings.club_id')
    .select(['landings.id', 'landings.club_id', 'clubs.stripe_account_id', 'landings.payment_intent'])
    .where('landings.status', 'in', ['cancelled', 'no_show'])
    .where('landings.paymentStatus', '=', 'Paid')
    .where('landings.payment_method', '=', 'online')
    .where('landings.payment_intent', 'is not', null)
    .where('landings.refund_asked_at', 'is', null)
    .where('clubs.stripe_account_id', 'is not', null)
    .orderBy('landings.id')
    .limit(limit)
    .execute();
  return rows.flatMap((row) =>
    row.stripe_account_id && row.payment_intent
      ? [
          {
            landingId: row.id,
            clubId: row.club_id,
            account: row.stripe_account_id,
            intent: row.payment_intent,
          },
        ]
      : [],
  );
}

/** Stripe took the refund (its charge.refunded event then takes the Paid back), or refused it for good. */
export async function markRefundAsked(db: Db, landingId: number, at: string): Promise<void> {
  await db.updateTable('landings').set({ refund_asked_at: at }).where('id', '=', landingId).execute();
}
