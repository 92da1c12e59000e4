// Online payments' settings from the environment (docs/decisions/0029): both secrets or neither,
// malformed ones stop the start without repeating them, and STRIPE_API_URL becomes the SDK's address.
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { checkoutOrigin, paymentsConfig, stripeApiAddress } from './payments-config';

const KEY = 'sk_test_abc123';
const HOOK = 'whsec_def456';

describe('payments settings', () => {
  it('are off without keys', () => {
    expect(paymentsConfig(readEnv({}))).toBeNull();
  });

  it('need both secrets, and say so without printing them', () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: KEY })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readEnv({ STRIPE_WEBHOOK_SECRET: HOOK })).toThrow(/both/);
    const malformed = () => readEnv({ STRIPE_SECRET_KEY: 'pk_test_public', STRIPE_WEBHOOK_SECRET: HOOK });
    expect(malformed).toThrow(/STRIPE_SECRET_KEY/);
    expect(malformed).not.toThrow(/pk_test_public/);
  });

  it('read the keys, the country and another API address', () => {
    const config = paymentsConfig(
      readEnv({
        STRIPE_SECRET_KEY: KEY,
        STRIPE_WEBHOOK_SECRET: HOOK,
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }),
    );
    expect(config).toEqual({
      secretKey: KEY,
      webhookSecret: HOOK,
      country: 'PT',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(stripeApiAddress('https://stripe.example')).toEqual({
      host: 'stripe.example',
      port: 443,
      protocol: 'https',
    });
  });

  it("names Checkout's origin: Stripe's own, or the stand-in's at STRIPE_API_URL", () => {
    const config = (url?: string) =>
      paymentsConfig(
        readEnv({
          STRIPE_SECRET_KEY: KEY,
          STRIPE_WEBHOOK_SECRET: HOOK,
          ...(url ? { STRIPE_API_URL: url } : {}),
        }),
      );
    const origin = (url?: string) => {
      const found = config(url);
      if (!found) throw new Error('no payments');
      return checkoutOrigin(found);
    };
    expect(origin()).toBe('https://checkout.stripe.com');
    expect(origin('http://127.0.0.1:12111')).toBe('http://127.0.0.1:12111');
    expect(origin('https://stripe.example/')).toBe('https://stripe.example');
  });
});
