// Online payments (docs/decisions/0029): Settings › Payments' owner routes on the caller's own club
// (the connected account's state, CONNECT, disconnect), the desk's pay link for a pilot at the
// desk, the pilot's PAY on a status token, and Stripe's signed webhook. Without STRIPE_SECRET_KEY
// and STRIPE_WEBHOOK_SECRET every one of them answers 503 saying how to set them up, and the
// capabilities call does not offer 'payments'.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { utcDate } from '@/domain/time/instants';
import { msg } from '@/i18n/messages';
import type { AppContext } from '../context';
import { mintPayLink } from '../payments/pay-link';
import { PaymentWebhook } from '../payments/payment-webhook';
import type { PaymentsService } from '../payments/payments-service';
import type { StripeGateway } from '../payments/stripe-gateway';
import { landingOfToken, noRequest } from '../requests/public-status';
import { HttpError, notYours } from '../strapi/errors';
import { authenticated, caller, parseId } from './http';
import { PUBLIC_READ_LIMIT } from './public-airfields';
import { idParams, tokenParams } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

export interface PaymentRouteOptions {
  ctx: AppContext;
  /** null: this server offers no online payment. */
  stripe: StripeGateway | null;
  /** PAY and Settings › Payments on that gateway, shared with the status page's form; null with it. */
  service: PaymentsService | null;
}

/** A webhook is a few kilobytes; Stripe's largest events stay far below this. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const notConfigured = (): HttpError =>
  new HttpError(503, 'ServiceUnavailableError', msg('errors.payments.notConfigured'));

export const paymentRoutes: FastifyPluginAsync<PaymentRouteOptions> = async (
  plain,
  { ctx, stripe: gateway, service },
) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  const webhook = gateway ? new PaymentWebhook(ctx, gateway, app.log) : null;
  const configured = <T>(value: T | null): T => {
    if (value === null) throw notConfigured();
    return value;
  };

  /** The caller's own club, named in the path; another club's id reads as a missing one. */
  const ownClub = async (request: FastifyRequest): Promise<number> => {
    const who = await caller(ctx, request);
    const id = parseId(request.params);
    if (who.clubId === null || who.clubId !== id) throw notYours();
    return id;
  };
  const owner = { preValidation: authenticated(ctx), schema: { params: idParams } };
  const path = '/api/clubs/:id/payments';

  app.get(path, owner, async (request) => {
    const clubId = await ownClub(request);
    return { data: await configured(service).accountStatus(clubId), meta: {} };
  });

  app.post(path, owner, async (request) => {
    const clubId = await ownClub(request);
    return { data: await configured(service).connect(clubId), meta: {} };
  });

  app.delete(path, owner, async (request) => {
    const clubId = await ownClub(request);
    return { data: await configured(service).disconnect(clubId), meta: {} };
  });

  // The desk's pay link for a pilot at the desk: a fresh status token of one of its own club's landings.
  app.post('/api/landings/:id/pay-link', owner, async (request) => {
    configured(service);
    const who = await caller(ctx, request);
    if (who.clubId === null) throw notYours();
    return { data: await mintPayLink(ctx, who.clubId, parseId(request.params)), meta: {} };
  });

  app.post(
    '/api/public/requests/:token/payment',
    { config: PUBLIC_READ_LIMIT, schema: { params: tokenParams } },
    async (request) => {
      const { token } = request.params;
      const landingId = await landingOfToken(ctx.db, token, utcDate(ctx.now()));
      if (landingId === null) throw noRequest();
      return { data: await configured(service).checkout(landingId, token) };
    },
  );

  // The signature is over the exact bytes Stripe sent: this route alone reads its body as text.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post('/api/payments/stripe/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = typeof request.body === 'string' ? request.body : '';
      const result = await configured(webhook).receive(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { data: { received: true, outcome: result.outcome } };
    });
  });
};
