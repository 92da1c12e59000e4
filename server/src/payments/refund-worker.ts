// Owns giving back online payments of landings that will not land (docs/product.md#payments,
// "Cancelled"): a timer and pokes run passes over the refunds owed, each asked of Stripe once.
// A refund Stripe could not be reached for stays owed and is asked again at the next pass; one
// Idempotency-Key per payment keeps two server processes, or a crash after Stripe's answer, to one
// refund (docs/decisions/0067).
import { coalescedRun } from '@/lib/coalesced-run';
import type { Db } from '../db/database';
import { markRefundAsked, refundsOwed } from '../repositories/refunds';
import { StripeCallFailed, type StripeGateway } from './stripe-gateway';

export interface RefundWorkerOptions {
  db: Db;
  stripe: Pick<StripeGateway, 'refund'>;
  now: () => Date;
  log: { info(details: object, text: string): void; warn(details: object, text: string): void };
  /** How often owed refunds are looked for when nobody pokes. */
  pollMs?: number;
}

const BATCH = 20;

export class RefundWorker {
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private closing = false;
  private readonly passes = coalescedRun(
    () =>
      this.pass().catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'refunds owed not read');
        return 0;
      }),
    () => this.started && !this.closing,
  );

  constructor(private readonly options: RefundWorkerOptions) {}

  start(): void {
    this.started = true;
    this.timer = setInterval(() => this.poke(), this.options.pollMs ?? 60_000);
    this.timer.unref();
    this.poke();
  }

  async stop(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    await this.passes.inFlight();
  }

  /** A landing may have been cancelled: look now rather than at the next poll. */
  poke(): void {
    if (!this.started || this.closing) return;
    void this.passes.run();
  }

  /** One pass; resolves with how many refunds Stripe took. */
  runOnce(): Promise<number> {
    return this.passes.run();
  }

  private async pass(): Promise<number> {
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
        // Unreachable: still owed, asked again next pass. Refused (refunded already on Stripe's
        // dashboard, the account closed): the desk still shows it to refund; asking again would not help.
        log.warn({ ...details, stripe: error.stripeType, code: error.code }, 'online payment not refunded');
        if (error.kind === 'unreachable') continue;
      }
      await markRefundAsked(db, owed.landingId, now().toISOString());
    }
    return asked;
  }
}
