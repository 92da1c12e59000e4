// Stripe's webhook (docs/decisions/0029): a signed event from a club's connected account sets its
// landing's payment to Paid (checkout.session.completed) or takes it back (charge.refunded), and
// keeps whether the club's account can take charges (account.updated). Each
// event id is stored in the transaction that applies it, so a repeated delivery changes nothing;
// an event for an account, club or landing we do not know is stored as ignored and logged.
import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import { queuePaidMail } from '../receipts/paid-mail';
import { stampChange } from '../repositories/changes';
import { nextUpdatedAt } from '../repositories/landings';
import {
  clubOfAccount,
  landingForPayment,
  landingOfIntent,
  markPaidOnline,
  recordEvent,
  setChargesEnabled,
  setEventOutcome,
} from '../repositories/payments';
import { validationError } from '../strapi/errors';
import { StripeCallFailed, type StripeGateway } from './stripe-gateway';
import { takePaymentBack } from './take-back';

type Json = Record<string, unknown>;

export interface WebhookLog {
  info(details: object, text: string): void;
  warn(details: object, text: string): void;
}

export interface WebhookResult {
  outcome: string;
}

const HANDLED = new Set(['checkout.session.completed', 'charge.refunded', 'account.updated']);

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const cents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const positiveId = (value: unknown): number | null => {
  const raw = text(value);
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
};

/** What applying an event did, and what is left to do after its transaction. */
interface Applied {
  outcome: string;
  landingId: number | null;
  clubId: number | null;
  changed: boolean;
  /** A second payment of a landing already paid: refunded after the transaction. */
  duplicate?: string;
}

const ignored = (
  outcome: string,
  clubId: number | null = null,
  landingId: number | null = null,
): Applied => ({
  outcome,
  landingId,
  clubId,
  changed: false,
});

export class PaymentWebhook {
  constructor(
    private readonly ctx: AppContext,
    private readonly stripe: StripeGateway,
    private readonly log: WebhookLog,
  ) {}

  async receive(rawBody: string, signature: string | undefined): Promise<WebhookResult> {
    if (!signature) {
      this.log.warn({}, 'stripe webhook without a signature refused');
      throw validationError('Missing Stripe-Signature header');
    }
    let event: { id: string; type: string; account?: string | null | undefined; data: { object: unknown } };
    try {
      event = this.stripe.verifiedEvent(rawBody, signature);
    } catch {
      this.log.warn({}, 'stripe webhook with a bad signature refused');
      throw validationError('Invalid Stripe-Signature');
    }
    if (!HANDLED.has(event.type)) return { outcome: 'not-handled' };
    const account = text(event.account);
    const now = this.ctx.now();
    const applied = await inTransaction(this.ctx.db, async (trx): Promise<Applied | null> => {
      if (!(await recordEvent(trx, { id: event.id, type: event.type, account }, now.toISOString())))
        return null;
      const result = await this.apply(trx, event.type, account, record(event.data.object), now);
      await setEventOutcome(trx, event.id, result.outcome, result.landingId);
      return result;
    });
    if (!applied) {
      this.log.info({ eventId: event.id }, 'stripe webhook event delivered again: nothing changed');
      return { outcome: 'replayed' };
    }
    if (applied.changed && applied.clubId !== null) this.ctx.changes.changed(applied.clubId);
    if (applied.outcome === 'paid') this.ctx.mail.poke();
    const details = { eventId: event.id, type: event.type, landingId: applied.landingId };
    if (applied.duplicate && account) {
      const outcome = await this.refundDuplicate(account, applied.duplicate);
      await setEventOutcome(this.ctx.db, event.id, outcome, applied.landingId);
      this.log.warn({ ...details, outcome }, 'a landing paid twice online');
      return { outcome };
    }
    if (applied.outcome.startsWith('ignored'))
      this.log.warn({ ...details, outcome: applied.outcome }, 'stripe webhook event ignored');
    else this.log.info({ ...details, outcome: applied.outcome }, 'stripe webhook event applied');
    return { outcome: applied.outcome };
  }

  private async apply(
    trx: AppContext['db'],
    type: string,
    account: string | null,
    object: Json,
    now: Date,
  ): Promise<Applied> {
    if (!account) return ignored('ignored-no-account');
    const clubId = await clubOfAccount(trx, account);
    if (clubId === null) return ignored('ignored-unknown-account');
    if (type === 'account.updated') {
      // Whether PAY is offered on the club's status pages and in its mails (migration 015).
      await setChargesEnabled(trx, account, object.charges_enabled === true);
      return { outcome: 'account-updated', landingId: null, clubId, changed: false };
    }
    return type === 'checkout.session.completed'
      ? this.paid(trx, clubId, object, now)
      : this.refunded(trx, clubId, object, now);
  }

  private async paid(trx: AppContext['db'], clubId: number, session: Json, now: Date): Promise<Applied> {
    const metadata = record(session.metadata);
    const landingId = positiveId(metadata.landing_id);
    const intent = text(session.payment_intent);
    const amount = cents(session.amount_total);
    if (session.payment_status !== 'paid' || session.currency !== 'eur' || !intent || amount === null)
      return ignored('ignored-not-paid', clubId, landingId);
    if (landingId === null) return ignored('ignored-unknown-landing', clubId);
    if (positiveId(metadata.club_id) !== clubId) return ignored('ignored-other-club', clubId, landingId);
    // The club's counter first: a desk write in flight on this club finishes before the landing is read.
    const changeSeq = await stampChange(trx, clubId);
    const landing = await landingForPayment(trx, landingId);
    if (!landing || landing.club_id !== clubId) return ignored('ignored-unknown-landing', clubId, landingId);
    if (landing.payment_intent === intent) return ignored('ignored-same-payment', clubId, landingId);
    if (landing.paymentStatus === 'Paid')
      return { outcome: 'duplicate', landingId, clubId, changed: false, duplicate: intent };
    const updatedAt = nextUpdatedAt(landing.updatedAt, now);
    await markPaidOnline(trx, landingId, { cents: amount, intent }, { updatedAt, changeSeq });
    // The pilot's paid mail, its receipt attached (docs/decisions/0031): queued with the change.
    await queuePaidMail(trx, this.ctx.mail, landingId, updatedAt);
    return { outcome: 'paid', landingId, clubId, changed: true };
  }

  private async refunded(trx: AppContext['db'], clubId: number, charge: Json, now: Date): Promise<Applied> {
    const intent = text(charge.payment_intent);
    const amount = cents(charge.amount);
    const refunded = cents(charge.amount_refunded);
    if (!intent || amount === null || refunded === null) return ignored('ignored-not-a-refund', clubId);
    // A refund of a payment no landing holds (the second payment refunded above) changes nothing.
    const landingId = await landingOfIntent(trx, clubId, intent);
    if (
      landingId === null ||
      !(await takePaymentBack(trx, clubId, landingId, Math.max(0, amount - refunded), now))
    )
      return ignored('ignored-unknown-payment', clubId, landingId);
    return { outcome: 'refunded', landingId, clubId, changed: true };
  }

  /** Gives the second payment back on the club's account; when Stripe fails, the event says so. */
  private async refundDuplicate(account: string, intent: string): Promise<string> {
    try {
      await this.stripe.refund(account, intent, `ppr-duplicate-${intent}`);
      return 'duplicate-refunded';
    } catch (error) {
      if (!(error instanceof StripeCallFailed)) throw error;
      return 'duplicate-flagged';
    }
  }
}
