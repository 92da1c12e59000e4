// Owns giving back online payments of landings that will not land (docs/product.md#payments,
// "Cancelled"): a timer and pokes run passes over the refunds owed, each asked of Stripe once.
// A refund Stripe could not be reached for stays owed and is asked again at the next pass; one
// Idempotency-Key per payment keeps two server processes, or a crash after Stripe's answer, to one
// refund (docs/decisions/0067).
import type { Db } from '../db/database';
import { PolledWorker } from '../polled-worker';
import { markRefundAsked, refundsOwed } from '../repositories/refunds';
import type { RefundRefused } from './refund-refusals';
import { StripeCallFailed, type StripeGateway } from './stripe-gateway';

export interface RefundWorkerOptions {
  db: Db;
  stripe: Pick<StripeGateway, 'refund'>;
  /** Stripe refused the refund for good: asking again would not help (refund-refusals.ts). */
  refused: RefundRefused;
  now: () => Date;
  log: { info(details: object, text: string): void; warn(details: object, text: string): void };
  /** How often owed refunds are looked for when nobody pokes. */
  pollMs?: number;
}

const BATCH = 20;

export class RefundWorker extends PolledWorker {
  constructor(private readonly options: RefundWorkerOptions) {
    super(options.pollMs ?? 60_000);
  }

  protected passFailed(error: unknown): void {
    this.options.log.warn({ err: error }, 'refunds owed not read');
  }

  protected async pass(): Promise<number> {
    const { db, stripe, now, log } = this.options;
    let asked = 0;
    for (const owed of await refundsOwed(db, BATCH)) {
      if (this.closing) break;
      const details = { landingId: owed.landingId };
      try {
        await stripe.refund(owed.account, owed.intent, `ppr-cancel-${owed.intent}`, 'requested_by_customer');
        asked += 1;
        log.info(details, 'online payment of a landing that will not land refunded');
      } catch (error) {
        if (!(error instanceof StripeCallFailed)) throw error;
        // Unreachable: still owed, asked again next pass.
        log.warn({ ...details, stripe: error.stripeType, code: error.code }, 'online payment not refunded');
        if (error.kind === 'unreachable') continue;
        await this.options.refused(owed, error.code);
      }
      await markRefundAsked(db, owed.landingId, now().toISOString());
    }
    return asked;
  }
}
