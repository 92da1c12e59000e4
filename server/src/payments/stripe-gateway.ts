// The few Stripe calls PPR Desk makes, through the official SDK (docs/decisions/0029): open and read
// a club's connected account, its onboarding link, a Checkout Session and a refund on that account,
// and the webhook's signature. Owns the SDK client; its secret key never leaves this object.
import Stripe from 'stripe';
import type { PaymentsConfig } from './payments-config';

/** What Settings › Payments says of a connected account. */
export interface AccountState {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** Stripe's names of what is still missing before the account can take charges. */
  currentlyDue: string[];
}

export interface CheckoutRequest {
  account: string;
  amountCents: number;
  lineName: string;
  description: string;
  metadata: Record<string, string>;
  clientReference: string;
  /** Where Stripe sends the pilot after paying, and after giving up. */
  returnUrl: string;
  cancelUrl: string;
  locale: 'en' | 'pt';
  idempotencyKey: string;
}

/** A Stripe call that failed: unreachable (network, Stripe down, our key refused) or refused. */
export class StripeCallFailed extends Error {
  constructor(
    readonly kind: 'unreachable' | 'refused' | 'missing',
    readonly stripeType: string,
    readonly code: string | undefined,
  ) {
    super(`Stripe call failed: ${kind} (${stripeType}${code ? `, ${code}` : ''})`);
  }
}

const toState = (account: Stripe.Account): AccountState => ({
  id: account.id,
  chargesEnabled: account.charges_enabled === true,
  detailsSubmitted: account.details_submitted === true,
  currentlyDue: account.requirements?.currently_due ?? [],
});

/** Turns the SDK's errors into ours, keeping only their type and code (never a header or the raw answer). */
function failed(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      throw new StripeCallFailed(error.statusCode === 404 ? 'missing' : 'refused', error.type, error.code);
    throw new StripeCallFailed('unreachable', error.type, error.code);
  }
  throw new StripeCallFailed('unreachable', 'unknown', undefined);
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    failed(error);
  }
}

export class StripeGateway {
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;
  readonly #country: string;

  constructor(config: PaymentsConfig) {
    this.#stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: config.timeoutMs ?? 10_000,
      telemetry: false,
      ...(config.api ?? {}),
    });
    this.#webhookSecret = config.webhookSecret;
    this.#country = config.country;
  }

  /** A Standard account for the club (the club's own Stripe account, its own dashboard). */
  createAccount(email: string | null): Promise<AccountState> {
    return call(async () =>
      toState(
        await this.#stripe.accounts.create({
          type: 'standard',
          country: this.#country,
          ...(email ? { email } : {}),
        }),
      ),
    );
  }

  retrieveAccount(id: string): Promise<AccountState> {
    return call(async () => toState(await this.#stripe.accounts.retrieve(id)));
  }

  /** Removes an account whose onboarding was never finished; a live account stays the club's own. */
  deleteAccount(id: string): Promise<void> {
    return call(async () => {
      await this.#stripe.accounts.del(id);
    });
  }

  /** Stripe's hosted onboarding for the account: a short-lived URL the owner is sent to. */
  onboardingLink(account: string, refreshUrl: string, returnUrl: string): Promise<string> {
    return call(
      async () =>
        (
          await this.#stripe.accountLinks.create({
            account,
            refresh_url: refreshUrl,
            return_url: returnUrl,
            type: 'account_onboarding',
          })
        ).url,
    );
  }

  /** A hosted Checkout Session in EUR, a direct charge on the club's account. */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    return call(async () => {
      const session = await this.#stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: request.locale,
          client_reference_id: request.clientReference,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: request.amountCents,
                product_data: { name: request.lineName, description: request.description },
              },
            },
          ],
          payment_intent_data: { description: request.description, metadata: request.metadata },
          metadata: request.metadata,
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
        },
        { stripeAccount: request.account, idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new StripeCallFailed('refused', 'no_url', undefined);
      return { id: session.id, url: session.url };
    });
  }

  /**
   * Gives a payment back (what is left of it) on the club's account: a second payment of a landing
   * already paid ('duplicate'), or the payment of a landing that will not land ('requested_by_customer').
   */
  refund(
    account: string,
    paymentIntent: string,
    idempotencyKey: string,
    reason: 'duplicate' | 'requested_by_customer' = 'duplicate',
  ): Promise<string> {
    return call(
      async () =>
        (
          await this.#stripe.refunds.create(
            { payment_intent: paymentIntent, reason },
            { stripeAccount: account, idempotencyKey },
          )
        ).id,
    );
  }

  /** The event a webhook delivery carries, once its signature is checked; throws on a bad one. */
  verifiedEvent(rawBody: string, signature: string): Stripe.Event {
    return this.#stripe.webhooks.constructEvent(rawBody, signature, this.#webhookSecret);
  }
}
