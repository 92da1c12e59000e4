// Stripe webhook deliveries for tests and the demo: events shaped as Stripe sends them from a
// connected account (`account` set), signed with the SDK's own test header.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../payments-config';
import type { StandInAccount, StandInSession, StripeStandIn } from './stripe-stand-in';

export const TEST_SECRET_KEY = 'sk_test_pprdeskstandin';
export const TEST_WEBHOOK_SECRET = 'whsec_pprdeskstandin';

/** Payments pointed at a running stand-in, with short timeouts. */
export const standInConfig = (standIn: Pick<StripeStandIn, 'host' | 'port'>): PaymentsConfig => ({
  secretKey: TEST_SECRET_KEY,
  webhookSecret: TEST_WEBHOOK_SECRET,
  country: 'PT',
  api: { host: standIn.host, port: standIn.port, protocol: 'http' },
  timeoutMs: 2000,
});

/** The SDK as a test uses it beside the server (a second payment made in another tab). */
export const testStripe = (standIn: Pick<StripeStandIn, 'host' | 'port'>) =>
  new Stripe(TEST_SECRET_KEY, {
    host: standIn.host,
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });

export interface TestEvent {
  id: string;
  object: 'event';
  type: string;
  account: string | null;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

function event(type: string, account: string | null, object: Record<string, unknown>): TestEvent {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    account,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The pilot paid the session on Stripe's page. */
export const checkoutCompleted = (session: StandInSession): TestEvent =>
  event('checkout.session.completed', session.account, { ...session });

/** The club's account changed on Stripe (onboarding finished: it can take charges). */
export const accountUpdated = (account: StandInAccount): TestEvent =>
  event('account.updated', account.id, { ...account });

/** A payment refunded (wholly unless `refunded` says less), as charge.refunded carries it. */
export const chargeRefunded = (account: string, paymentIntent: string, amount: number, refunded = amount) =>
  event('charge.refunded', account, {
    id: `ch_${randomBytes(12).toString('hex')}`,
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: refunded,
    currency: 'eur',
    payment_intent: paymentIntent,
    refunded: refunded === amount,
  });

/** The Stripe-Signature header for a body, as Stripe signs it. */
export const signature = (payload: string, secret = TEST_WEBHOOK_SECRET): string =>
  new Stripe(TEST_SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret });
