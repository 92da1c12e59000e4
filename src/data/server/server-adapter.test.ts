// The adapter chosen for each server, and what each says without a call: refusals in words, what it
// offers, and whether fees can be paid online there.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/data/api/api-errors';
import {
  PLAIN_STRAPI_CAPABILITIES,
  PPR_DESK_CAPABILITIES,
  withPayments,
} from '@/domain/wire/server-capabilities';
import { inEnglish } from '@/test/words';
import { adapterFor } from './choose-adapter';
import { refusalBy } from './server-adapter';

const forbidden = new ApiError(403, 'ForbiddenError', 'You may only act on your own club', null, {
  method: 'PUT',
  path: 'landings/3',
});

describe('the server adapter', () => {
  it('is chosen from what the server said it is', () => {
    expect(adapterFor(PPR_DESK_CAPABILITIES).name).toBe('pprDesk');
    expect(adapterFor(PLAIN_STRAPI_CAPABILITIES).name).toBe('strapi4');
  });

  it("leaves our server's refusal as it gave it, and puts a plain Strapi's in its permission's words", () => {
    expect(refusalBy(adapterFor(PPR_DESK_CAPABILITIES), forbidden).reason).toBe(
      'You may only act on your own club',
    );
    expect(refusalBy(null, forbidden)).toEqual({ reason: 'You may only act on your own club', words: null });
    const strapi = refusalBy(adapterFor(PLAIN_STRAPI_CAPABILITIES), forbidden);
    expect(strapi.reason).toContain('landing.update');
    expect(strapi.words && inEnglish(strapi.words)).toBe(strapi.reason);
  });

  it('offers what the server announced, and headers only it accepts', () => {
    const ours = adapterFor(PPR_DESK_CAPABILITIES);
    expect(ours.offers('live-sync')).toBe(true);
    expect(ours.offers('payments')).toBe(false);
    expect(adapterFor(withPayments(PPR_DESK_CAPABILITIES)).offers('payments')).toBe(true);
    expect(ours.accepts('idempotency-key')).toBe(true);
    const strapi = adapterFor(PLAIN_STRAPI_CAPABILITIES);
    expect(strapi.offers('live-sync')).toBe(false);
    expect(strapi.accepts('Idempotency-Key')).toBe(false);
  });

  it('takes fees online on our server only: a plain Strapi cannot receive Stripe’s webhook', () => {
    expect(adapterFor(PPR_DESK_CAPABILITIES).canPayOnline).toBe(true);
    expect(adapterFor(PLAIN_STRAPI_CAPABILITIES).canPayOnline).toBe(false);
  });
});
