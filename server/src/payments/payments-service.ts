// Online payment of landing fees through each club's own Stripe account (docs/decisions/0029):
// connecting the account (Stripe's hosted onboarding), its state, disconnecting it, and the pilot's
// Checkout Session. The webhook that records payments is payment-webhook.ts.
import { checkoutKey, payableCents } from '@/domain/fees/online-payment';
import { aircraftNames } from '@/domain/landings/landing-identity';
import { utcDate } from '@/domain/time/instants';
import { msg } from '@/i18n/messages';
import type { AppContext } from '../context';
import { serverTranslator } from '../i18n/server-i18n';
import {
  clubPaymentRow,
  landingForPayment,
  setChargesEnabled,
  setClubAccount,
} from '../repositories/payments';
import { statusUrl } from '../requests/status-token';
import { conflict, HttpError, notFound } from '../strapi/errors';
import type { AccountState, StripeGateway } from './stripe-gateway';
import { StripeCallFailed } from './stripe-gateway';

/** What Settings › Payments shows: connected or not, and what Stripe still needs. */
export interface PaymentAccountAnswer {
  connected: boolean;
  charges_enabled: boolean;
  details_submitted: boolean;
  /** Stripe's names of what is still missing before the account can take charges. */
  currently_due: string[];
}

const NOT_CONNECTED: PaymentAccountAnswer = {
  connected: false,
  charges_enabled: false,
  details_submitted: false,
  currently_due: [],
};

const answerOf = (state: AccountState): PaymentAccountAnswer => ({
  connected: true,
  charges_enabled: state.chargesEnabled,
  details_submitted: state.detailsSubmitted,
  currently_due: state.currentlyDue,
});

/** 503 in the envelope: Stripe did not answer; nothing was changed, the desk may try again. */
export const stripeUnreachable = (): HttpError =>
  new HttpError(503, 'ServiceUnavailableError', msg('errors.payments.stripeUnreachable'));

/** The desk's words for a failed Stripe call: unreachable is a 503, a refusal a 409. */
function deskFailure(error: unknown): never {
  if (error instanceof StripeCallFailed && error.kind !== 'unreachable')
    throw conflict(msg('errors.payments.stripeRefused'), { stripe: error.stripeType });
  if (error instanceof StripeCallFailed) throw stripeUnreachable();
  throw error;
}

/** The pilot's words for any failed Stripe call: PAY is not available now, nothing else stops. */
const pilotUnavailable = (): HttpError =>
  new HttpError(503, 'ServiceUnavailableError', msg('pilot.payment.unavailable'));

export class PaymentsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly stripe: StripeGateway,
    private readonly log: { warn(details: object, text: string): void },
  ) {}

  async accountStatus(clubId: number): Promise<PaymentAccountAnswer> {
    const club = await clubPaymentRow(this.ctx.db, clubId);
    if (!club) throw notFound();
    if (!club.stripe_account_id) return NOT_CONNECTED;
    try {
      const state = await this.stripe.retrieveAccount(club.stripe_account_id);
      // What PAY on the status page and in the mails goes by (account.updated keeps it too).
      await setChargesEnabled(this.ctx.db, state.id, state.chargesEnabled);
      return answerOf(state);
    } catch (error) {
      // An account deleted on Stripe's side: the club is simply not connected any more.
      if (error instanceof StripeCallFailed && error.kind === 'missing') {
        await setClubAccount(this.ctx.db, clubId, null);
        return NOT_CONNECTED;
      }
      return deskFailure(error);
    }
  }

  /**
   * CONNECT: the club's account (opened now, pre-filled with the registration's payment email, when
   * it has none) and a fresh onboarding link; the owner comes back to Settings › Payments.
   */
  async connect(clubId: number): Promise<{ url: string }> {
    const club = await clubPaymentRow(this.ctx.db, clubId);
    if (!club) throw notFound();
    const base = this.ctx.mail.publicUrl.replace(/\/+$/, '');
    try {
      let account = club.stripe_account_id;
      if (!account) {
        account = (await this.stripe.createAccount(club.stripeEmail ?? club.email)).id;
        await setClubAccount(this.ctx.db, clubId, account);
      }
      const url = await this.stripe.onboardingLink(
        account,
        `${base}/settings?section=payments&stripe=refresh`,
        `${base}/settings?section=payments&stripe=return`,
      );
      return { url };
    } catch (error) {
      return deskFailure(error);
    }
  }

  /**
   * Disconnect: the club's account is forgotten here. One whose onboarding was never finished is
   * deleted on Stripe too; a live account stays the club's own (docs/decisions/0029).
   */
  async disconnect(clubId: number): Promise<PaymentAccountAnswer> {
    const club = await clubPaymentRow(this.ctx.db, clubId);
    if (!club) throw notFound();
    const account = club.stripe_account_id;
    if (!account) return NOT_CONNECTED;
    try {
      const state = await this.stripe.retrieveAccount(account);
      if (!state.detailsSubmitted) await this.stripe.deleteAccount(account);
    } catch (error) {
      if (!(error instanceof StripeCallFailed && error.kind === 'missing')) deskFailure(error);
    }
    await setClubAccount(this.ctx.db, clubId, null);
    return NOT_CONNECTED;
  }

  /**
   * PAY: a Checkout Session for the landing's fee on its club's account, with the PPR's facts. The
   * same landing, amount and day give the same session (an Idempotency-Key), however often asked.
   */
  async checkout(
    landingId: number,
    token: string,
  ): Promise<{ url: string; amount_cents: number; currency: 'eur' }> {
    const landing = await landingForPayment(this.ctx.db, landingId);
    if (!landing) throw notFound(msg('pilot.errors.requestNotFound'));
    const payable = payableCents({
      ...landing,
      permission: landing.permission === null ? null : landing.permission === 1,
    });
    if (!payable.ok)
      throw conflict(
        msg(payable.why === 'alreadyPaid' ? 'pilot.payment.alreadyPaid' : 'pilot.payment.nothingToPay'),
      );
    if (!landing.account) throw pilotUnavailable();
    const ppr = landing.ppr ?? `#${landing.id}`;
    const airfield = [landing.clubName, landing.clubIcao].filter(Boolean).join(' ');
    const say = serverTranslator(landing.locale);
    const facts = {
      ppr,
      registration: aircraftNames(landing, landing.aircraftName).registration ?? '',
      airfield,
      date: landing.date,
    };
    try {
      const session = await this.stripe.createCheckout({
        account: landing.account,
        amountCents: payable.cents,
        lineName: say('pilot.payment.checkoutLine', { ppr }),
        description: say('pilot.payment.checkoutDescription', facts),
        metadata: { landing_id: String(landing.id), club_id: String(landing.club_id), ppr },
        clientReference: `landing-${landing.id}`,
        returnUrl: `${statusUrl(this.ctx.mail.publicUrl, token)}?payment=done`,
        cancelUrl: `${statusUrl(this.ctx.mail.publicUrl, token)}?payment=cancelled`,
        locale: landing.locale,
        idempotencyKey: checkoutKey(landing.club_id, landing.id, payable.cents, utcDate(this.ctx.now())),
      });
      return { url: session.url, amount_cents: payable.cents, currency: 'eur' };
    } catch (error) {
      if (!(error instanceof StripeCallFailed)) throw error;
      this.log.warn({ landingId, stripe: error.stripeType, code: error.code }, 'checkout not created');
      throw pilotUnavailable();
    }
  }
}
