// A local stand-in of the few Stripe endpoints PPR Desk calls (docs/decisions/0029), for tests, the
// browser tests and a demo without the internet. Owns an HTTP server on 127.0.0.1 and the accounts,
// links, Checkout Sessions and refunds made on it, in memory. Request and answer shapes follow
// Stripe's API reference: form-encoded bodies, `Stripe-Account` for a connected account, replayed
// answers for a repeated `Idempotency-Key`, errors as `{error: {type, message}}`.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { chargeRefunded, TEST_WEBHOOK_SECRET } from './stripe-events';
import { type Delivery, deliver, hostedPage, type WebhookTarget } from './stripe-hosted-pages';

type Json = Record<string, unknown>;

export interface StandInAccount extends Json {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  country: string;
  charges_enabled: boolean;
  details_submitted: boolean;
  payouts_enabled: boolean;
  requirements: { currently_due: string[]; eventually_due: string[]; disabled_reason: string | null };
}

export interface StandInSession extends Json {
  id: string;
  object: 'checkout.session';
  account: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  payment_intent: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  url: string;
}

export interface StandInRefund extends Json {
  id: string;
  object: 'refund';
  account: string;
  payment_intent: string;
  amount: number;
  reason: string | null;
  status: 'succeeded';
}

/** What a call carried, for tests to look at (the secret key is never kept). */
export interface StandInCall {
  method: string;
  path: string;
  account: string | null;
  idempotencyKey: string | null;
  body: Json;
}

export interface StripeStandIn {
  /** http://127.0.0.1:<port>, for STRIPE_API_URL. */
  url: string;
  host: string;
  port: number;
  accounts: Map<string, StandInAccount>;
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  calls: StandInCall[];
  /** What Checkout shows of each session's line: its product's name and description. */
  lines: Map<string, { name: string; description: string }>;
  /** Where events are delivered (the pages' buttons); null: nowhere. Settable once the endpoint listens. */
  webhook: WebhookTarget | null;
  /** Each event the pages delivered, and the endpoint's answer. */
  deliveries: Delivery[];
  /** As if the club finished Stripe's hosted onboarding: the account can take charges. */
  completeOnboarding(accountId: string): void;
  /** As if the pilot paid a session on Stripe's page: it is complete and paid. */
  paySession(sessionId: string): StandInSession;
  /** As if the pilot's bank disputed the payment: Stripe refuses to refund it (charge_disputed). */
  dispute(paymentIntent: string): void;
  /** As if the club refunded the payment on Stripe's dashboard and its event never reached us. */
  refundWithoutEvent(paymentIntent: string, account: string): void;
  stop(): Promise<void>;
}

const REQUIREMENTS = ['business_profile.url', 'external_account', 'tos_acceptance.date'];
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    /** Stripe's error code, where its documentation names one (charge_already_refunded…). */
    readonly code?: string,
  ) {
    super(message);
  }
}

const missing = (what: string, key: string) =>
  new StandInError(404, 'invalid_request_error', `No such ${what}: '${key}'`);

export interface StandInOptions {
  /** 0 (default): a free one. */
  port?: number;
  /** A Connect webhook endpoint the hosted pages deliver their signed events to, with its secret. */
  webhookUrl?: string;
  webhookSecret?: string;
}

/** Starts the stand-in on 127.0.0.1 at a free port (or `port`). */
export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const { port = 0, webhookUrl, webhookSecret = TEST_WEBHOOK_SECRET } = options;
  const lines = new Map<string, { name: string; description: string }>();
  const accounts = new Map<string, StandInAccount>();
  const sessions = new Map<string, StandInSession>();
  const refunds: StandInRefund[] = [];
  const calls: StandInCall[] = [];
  const disputed = new Set<string>();
  /** Payments whose refunds' events never reach the webhook. */
  const quiet = new Set<string>();
  const replies = new Map<string, Json>();
  let origin = '';

  function route(method: string, path: string, account: string | null, body: Json): Json {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1')
      throw new StandInError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
    const [, resource, key, sub] = parts;
    if (resource === 'accounts' && method === 'POST' && key === undefined) {
      const created: StandInAccount = {
        id: id('acct'),
        object: 'account',
        type: text(body.type) ?? 'standard',
        email: text(body.email),
        country: text(body.country) ?? 'US',
        charges_enabled: false,
        details_submitted: false,
        payouts_enabled: false,
        requirements: {
          currently_due: [...REQUIREMENTS],
          eventually_due: [...REQUIREMENTS],
          disabled_reason: 'requirements.past_due',
        },
      };
      accounts.set(created.id, created);
      return created;
    }
    if (resource === 'accounts' && key !== undefined && sub === undefined) {
      const found = accounts.get(key);
      if (!found) throw missing('account', key);
      if (method === 'GET') return found;
      if (method === 'DELETE') {
        accounts.delete(key);
        return { id: key, object: 'account', deleted: true };
      }
    }
    if (resource === 'account_links' && method === 'POST') {
      const target = text(body.account) ?? '';
      if (!accounts.has(target)) throw missing('account', target);
      if (!text(body.refresh_url) || !text(body.return_url) || !text(body.type))
        throw new StandInError(
          400,
          'invalid_request_error',
          'Missing required param: refresh_url, return_url or type.',
        );
      const now = Math.floor(Date.now() / 1000);
      return {
        object: 'account_link',
        created: now,
        expires_at: now + 300,
        url: `${origin}/connect/onboarding/${target}?return_url=${encodeURIComponent(text(body.return_url) ?? '')}`,
      };
    }
    if (resource === 'checkout' && key === 'sessions') return checkout(method, parts[3], account, body);
    if (resource === 'refunds' && method === 'POST') {
      const intent = text(body.payment_intent) ?? '';
      const paid = [...sessions.values()].find((s) => s.payment_intent === intent && s.account === account);
      if (paid?.payment_status !== 'paid') throw missing('payment_intent', intent);
      const refundedSoFar = () =>
        refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
      const left = paid.amount_total - refundedSoFar();
      if (left <= 0)
        throw new StandInError(
          400,
          'invalid_request_error',
          `Charge for ${intent} has already been refunded.`,
          'charge_already_refunded',
        );
      if (disputed.has(intent))
        throw new StandInError(
          400,
          'invalid_request_error',
          `Charge for ${intent} has been disputed.`,
          'charge_disputed',
        );
      const amount = body.amount === undefined ? left : Number(body.amount);
      const refund: StandInRefund = {
        id: id('re'),
        object: 'refund',
        account: account ?? '',
        payment_intent: intent,
        amount,
        reason: text(body.reason) ?? null,
        status: 'succeeded',
      };
      refunds.push(refund);
      // As Stripe does, once it has answered: the charge's refunded event to the Connect webhook.
      const event = chargeRefunded(refund.account, intent, paid.amount_total, refundedSoFar());
      if (!quiet.has(intent)) setTimeout(() => void deliver(standIn, event), 0);
      return refund;
    }
    throw new StandInError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  function checkout(method: string, sessionId: string | undefined, account: string | null, body: Json): Json {
    if (!account || !accounts.has(account)) throw missing('account', account ?? '');
    if (method === 'GET' && sessionId) {
      const found = sessions.get(sessionId);
      if (!found || found.account !== account) throw missing('checkout.session', sessionId);
      return found;
    }
    if (method !== 'POST' || sessionId)
      throw new StandInError(404, 'invalid_request_error', 'Unrecognized request URL');
    if (!accounts.get(account)?.charges_enabled)
      throw new StandInError(
        400,
        'invalid_request_error',
        'This account cannot currently make live charges.',
      );
    const items = Array.isArray(body.line_items) ? body.line_items.map(record) : [];
    const amount = items.reduce((sum, item) => {
      const price = record(item.price_data);
      return sum + Number(price.unit_amount) * Number(item.quantity ?? 1);
    }, 0);
    const currency = text(record(items[0]?.price_data).currency);
    if (!items.length || !Number.isSafeInteger(amount) || amount <= 0 || !currency || !text(body.success_url))
      throw new StandInError(400, 'invalid_request_error', 'Invalid line_items, currency or success_url.');
    const session: StandInSession = {
      id: id('cs_test'),
      object: 'checkout.session',
      account,
      amount_total: amount,
      currency,
      mode: text(body.mode) ?? 'payment',
      metadata: Object.fromEntries(Object.entries(record(body.metadata)).map(([k, v]) => [k, String(v)])),
      client_reference_id: text(body.client_reference_id),
      payment_intent: id('pi'),
      payment_status: 'unpaid',
      status: 'open',
      success_url: text(body.success_url),
      cancel_url: text(body.cancel_url),
      url: '',
    };
    session.url = `${origin}/checkout/${session.id}`;
    sessions.set(session.id, session);
    const product = record(record(items[0]?.price_data).product_data);
    lines.set(session.id, { name: text(product.name) ?? '', description: text(product.description) ?? '' });
    return session;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const send = (status: number, body: Json) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    try {
      // Stripe's hosted pages are for a browser, which holds no key.
      if (await hostedPage(standIn, request, response)) return;
      const auth = request.headers.authorization ?? '';
      if (!/^Bearer (sk|rk)_(test|live)_\w+$/.test(auth))
        throw new StandInError(401, 'invalid_request_error', 'Invalid API Key provided.');
      const raw = await readBody(request);
      const body = record(qs.parse(raw, { depth: 8, arrayLimit: 100 }));
      const account = text(request.headers['stripe-account']);
      const key = text(request.headers['idempotency-key']);
      calls.push({ method, path, account, idempotencyKey: key, body });
      const replayKey = key && method === 'POST' ? `${account ?? ''} ${key}` : null;
      const replayed = replayKey ? replies.get(replayKey) : undefined;
      if (replayed) return send(200, replayed);
      const answer = route(method, path, account, body);
      if (replayKey) replies.set(replayKey, answer);
      send(200, answer);
    } catch (error) {
      const failure =
        error instanceof StandInError ? error : new StandInError(500, 'api_error', String(error));
      send(failure.status, {
        error: {
          type: failure.type,
          message: failure.message,
          ...(failure.code ? { code: failure.code } : {}),
        },
      });
    }
  }

  const server: Server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
  const standIn: StripeStandIn = {
    url: origin,
    host: '127.0.0.1',
    port: address.port,
    accounts,
    sessions,
    refunds,
    calls,
    lines,
    webhook: webhookUrl ? { webhookUrl, webhookSecret } : null,
    deliveries: [],
    completeOnboarding(accountId: string) {
      const found = accounts.get(accountId);
      if (!found) throw new Error(`no account ${accountId}`);
      Object.assign(found, {
        charges_enabled: true,
        details_submitted: true,
        payouts_enabled: true,
        requirements: { currently_due: [], eventually_due: [], disabled_reason: null },
      });
    },
    paySession(sessionId: string) {
      const found = sessions.get(sessionId);
      if (!found) throw new Error(`no session ${sessionId}`);
      Object.assign(found, { status: 'complete', payment_status: 'paid' });
      return found;
    },
    dispute(paymentIntent: string) {
      disputed.add(paymentIntent);
    },
    refundWithoutEvent(paymentIntent: string, account: string) {
      quiet.add(paymentIntent);
      route('POST', '/v1/refunds', account, { payment_intent: paymentIntent });
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}
