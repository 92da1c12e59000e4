// What follows Stripe refusing a refund for good (docs/decisions/0067). A charge refunded already
// (on the club's Stripe dashboard, its charge.refunded event missed) takes the Paid back as that
// event would; any other refusal is mailed to the club's owner, whose desk still shows it to refund.
import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import type { OwedRefund } from '../repositories/refunds';
import { queueRefundRefusedMail } from '../requests/request-mails';
import { takePaymentBack } from './take-back';

/** Stripe's error code for a refund of a charge refunded in full already. */
const REFUNDED_ALREADY = 'charge_already_refunded';

export type RefundRefused = (owed: OwedRefund, stripeCode: string | undefined) => Promise<void>;

export function refundRefusals(ctx: Pick<AppContext, 'db' | 'mail' | 'changes' | 'now'>): RefundRefused {
  return async (owed, stripeCode) => {
    const now = ctx.now();
    if (stripeCode === REFUNDED_ALREADY) {
      await inTransaction(ctx.db, (trx) => takePaymentBack(trx, owed.clubId, owed.landingId, 0, now));
      ctx.changes.changed(owed.clubId);
      return;
    }
    await queueRefundRefusedMail(
      ctx.db,
      ctx.mail,
      owed.landingId,
      stripeCode ?? 'unknown',
      now.toISOString(),
    );
    ctx.mail.poke();
  };
}
