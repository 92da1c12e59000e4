// Online payments' settings (docs/decisions/0029), read from the environment by main.ts: the secrets
// stay on the server, in this object only; nothing here is ever logged or sent to a browser.
import type { Env } from '../env';

export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface PaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** Where a new connected account is opened. */
  country: string;
  /** Stripe's API by default; the local stand-in in tests and the demo. */
  api?: StripeApiAddress;
  /** How long one call to Stripe may take before PAY says it is not available now (ms). */
  timeoutMs?: number;
}

/** The address in STRIPE_API_URL, as the SDK's host, port and protocol. */
export function stripeApiAddress(url: string): StripeApiAddress {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  const port = parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443;
  return { host: parsed.hostname, port, protocol };
}

/** The payments settings, or null when the server offers no online payment. */
export function paymentsConfig(env: Env): PaymentsConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    country: env.STRIPE_ACCOUNT_COUNTRY,
    ...(env.STRIPE_API_URL ? { api: stripeApiAddress(env.STRIPE_API_URL) } : {}),
  };
}

/**
 * Where Checkout's pages are: a PAY form posted without the page's script is redirected there, and
 * the page's form-action must allow it (browsers hold a form's redirects to that directive too).
 */
export function checkoutOrigin(config: PaymentsConfig): string {
  const { api } = config;
  if (!api) return 'https://checkout.stripe.com';
  const standard = api.protocol === 'http' ? 80 : 443;
  return `${api.protocol}://${api.host}${api.port === standard ? '' : `:${api.port}`}`;
}
