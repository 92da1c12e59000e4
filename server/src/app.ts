// Builds the Fastify app (no listen): security headers, the Strapi-dialect API under /api and,
// when a build exists, the PWA on the same origin. main.ts listens; tests use inject().
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import qs from 'qs';
import { type AnswerCache, createAnswerCache } from './answers/answer-cache';
import { TokenService } from './auth/jwt';
import { DEFAULT_SESSION_LIMITS, type SessionLimits, SessionService } from './auth/sessions';
import { clientErrorHandler } from './client-error';
import { registerCompression } from './compression';
import { contentSecurityPolicy } from './content-security-policy';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { errorHandler } from './error-handler';
import { prepareLanguages } from './i18n/server-i18n';
import { scheduleIdempotencyPruning } from './idempotency-pruning';
import { requestSerializer } from './log-redaction';
import { type MailTransport, MailWorker } from './mail/mail-worker';
import type { PaymentsConfig } from './payments/payments-config';
import { PaymentsService } from './payments/payments-service';
import { refundRefusals } from './payments/refund-refusals';
import { RefundWorker } from './payments/refund-worker';
import { StripeGateway } from './payments/stripe-gateway';
import { receiptAttachments } from './receipts/receipt-attachments';
import type { RequestLimits } from './requests/send-limits';
import { type AuthLimits, authRoutes } from './routes/auth';
import { capabilitiesRoutes } from './routes/capabilities';
import { clubRecordRoutes } from './routes/club-records';
import { clubRoutes } from './routes/clubs';
import { refuseNul } from './routes/http';
import { landingRoutes } from './routes/landings';
import type { ResetLimits } from './routes/password-reset';
import { paymentRoutes } from './routes/payments';
import { publicAerodromeRoutes } from './routes/public-aerodromes';
import { publicAirfieldRoutes } from './routes/public-airfields';
import { publicRequestRoutes } from './routes/public-requests';
import {
  clubOffered,
  clubOwned,
  ownClubOnly,
  publicCollection,
  type ReadPolicy,
  sharedCollection,
  usersPolicy,
} from './routes/read-policies';
import { readRoutes } from './routes/read-routes';
import { qrCodeRoutes } from './routes/qr-codes';
import { receiptRoutes } from './routes/receipts';
import { loadRequestPage } from './pilot-page/page-template';
import { requestPageRoutes } from './routes/request-pages';
import { zodValidatorCompiler } from './routes/schemas';
import { closures, clubServices, mtows, schedules } from './routes/settings-resources';
import { syncRoutes } from './routes/sync';
import { configuredApiOrigin, serveApp } from './static-app';
import type { CollectionName } from './strapi/content-types';
import { notFound, validationError } from './strapi/errors';
import { createChangeFeed } from './sync/change-feed';
import { changeBusFor } from './sync/pg-change-bus';
import { createStreamSlots, type StreamLimits } from './sync/stream-slots';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  /** The built PWA; null serves the API alone. */
  staticDir?: string | null;
  authLimits?: AuthLimits;
  /** How long an access token works, in seconds (ACCESS_TOKEN_TTL; tests shorten it). */
  accessTokenTtlSeconds?: number;
  /** A sign-in's idle and absolute lifetimes (docs/decisions/0023). */
  sessionLimits?: SessionLimits;
  /** Password reset by mail: requests per address and per account, the code's lifetime. */
  resetLimits?: Partial<ResetLimits>;
  logLevel?: string;
  /** Where log lines go (standard output by default; tests read them). */
  logStream?: { write(line: string): void };
  now?: () => Date;
  /** How often stored idempotent answers are pruned; tests shorten it. */
  pruneEveryMs?: number;
  /** Between heartbeats on a sync or status page event stream (25 s; tests shorten it). */
  syncHeartbeatMs?: number;
  /** Pilot request mail (ADR 0009); without a transport, messages wait in the outbox unsent. */
  mail?: MailOptions;
  requestLimits?: RequestLimits;
  /** Which proxies say the client's address for the per-address limits (trust-proxy.ts). */
  trustProxy?: TrustProxy;
  /** JSON answers over 1 KB in Brotli or gzip (default); off where a proxy in front compresses. */
  compressApi?: boolean;
  /** The read answers kept while the database has not moved (docs/decisions/0016); 16 MB by default. */
  answers?: AnswerCache;
  /** How many event streams may be open per account, per address and in all. */
  streamLimits?: StreamLimits;
  /** Online payments through each club's Stripe account (docs/decisions/0029); null or absent: none. */
  payments?: PaymentsConfig | null;
}

export interface MailOptions {
  publicUrl: string;
  fromAddress: string;
  transport: MailTransport | null;
  pollMs?: number;
}

const NO_MAIL: MailOptions = {
  publicUrl: 'http://127.0.0.1:8080',
  fromAddress: 'ppr-desk@localhost',
  transport: null,
};

export const BODY_LIMIT = 256 * 1024;

const isApiPath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
};

/**
 * A path the desk's router owns (/movements, /settings…), answered by index.html. A missing file
 * (/config.json when none was deployed, /favicon.ico) is a 404, not the page pretending to be it.
 */
const isPagePath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return !isApiPath(path) && !/\.[A-Za-z0-9]+$/.test(path);
};

/** Bad URLs and over-long ids are answered by the router before any route: keep the envelope. */
function badUrl(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(validationError('Invalid URL').toEnvelope());
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  prepareLanguages();
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'silent',
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    frameworkErrors: badUrl,
    clientErrorHandler,
    routerOptions: {
      querystringParser: (query) => qs.parse(query, { depth: 12, arrayLimit: 100, parameterLimit: 2000 }),
      maxParamLength: 200,
    },
  });
  const now = options.now ?? (() => new Date());
  const mail = options.mail ?? NO_MAIL;
  const worker = mail.transport
    ? new MailWorker({
        db: options.db,
        transport: mail.transport,
        now,
        attachments: receiptAttachments(options.db, now),
        ...(mail.pollMs ? { pollMs: mail.pollMs } : {}),
        onError: (queued, error) =>
          app.log.warn({ err: error, messageId: queued.messageId }, 'mail not sent yet'),
        onPassFailed: (error) => app.log.warn({ err: error }, 'mail outbox not read'),
      })
    : null;
  const stripe = options.payments ? new StripeGateway(options.payments) : null;
  const ctx: AppContext = {
    db: options.db,
    tokens: new TokenService(options.jwtSecret, options.accessTokenTtlSeconds),
    sessions: new SessionService(options.db, options.sessionLimits ?? DEFAULT_SESSION_LIMITS, now),
    now,
    // Several server processes on one PostgreSQL tell each other their changes (docs/decisions/0012).
    changes: createChangeFeed(
      options.db,
      changeBusFor(options.db, (error) => app.log.warn({ err: error }, 'change bus')),
    ),
    mail: {
      publicUrl: mail.publicUrl,
      fromAddress: mail.fromAddress,
      poke: () => worker?.poke(),
      payments: Boolean(options.payments),
    },
    answers: options.answers ?? createAnswerCache(),
    streams: createStreamSlots(options.streamLimits),
    payments: Boolean(options.payments),
    refunds: { poke: () => refunds?.poke() },
  };
  const payments = stripe ? new PaymentsService(ctx, stripe, app.log) : null;
  const refunds = stripe
    ? new RefundWorker({ db: options.db, stripe, now, log: app.log, refused: refundRefusals(ctx) })
    : null;
  // Before the server stops listening: open event streams would otherwise hold its close for ever.
  app.addHook('preClose', async () => ctx.changes.close());
  for (const running of [worker, refunds]) {
    if (!running) continue;
    app.addHook('onReady', async () => running.start());
    app.addHook('onClose', async () => running.stop());
  }

  scheduleIdempotencyPruning(app, ctx.db, ctx.now, options.pruneEveryMs);
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', refuseNul);
  // API answers carry users and landings: no browser cache, proxy or service worker may keep them.
  // A route that chose its own policy (the capabilities call, with no personal data) keeps it.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  const apiOrigin = options.staticDir ? configuredApiOrigin(options.staticDir) : null;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(apiOrigin, options.payments ?? null),
    },
  });
  await app.register(rateLimit, { global: false });
  if (options.compressApi !== false) await registerCompression(app);

  // Each resource is a plugin (its routes, their schemas and hooks); shared state travels in ctx.
  app.setValidatorCompiler(zodValidatorCompiler);
  await app.register(authRoutes, {
    ctx,
    limits: options.authLimits ?? { max: 10, windowMs: 60_000 },
    resetLimits: options.resetLimits ?? {},
  });
  await app.register(capabilitiesRoutes, { payments: Boolean(options.payments) });
  const reads: [CollectionName, ReadPolicy][] = [
    ['categories', publicCollection],
    ['services', publicCollection],
    ['aircrafts', sharedCollection],
    ['users', usersPolicy],
    ['clubs', ownClubOnly],
    ['landings', clubOwned],
    ['schedules', clubOwned],
    ['closures', clubOwned],
    ['mtows', clubOwned],
    ['club-services', clubOffered],
  ];
  const answers = { compress: options.compressApi !== false };
  for (const [name, policy] of reads) await app.register(readRoutes, { ctx, name, policy, answers });
  await app.register(landingRoutes, { ctx });
  await app.register(syncRoutes, { ctx, options: { heartbeatMs: options.syncHeartbeatMs } });
  await app.register(clubRoutes, { ctx });
  for (const resource of [schedules, closures, mtows, clubServices])
    await app.register(clubRecordRoutes, { ctx, resource });
  await app.register(publicAirfieldRoutes, { ctx });
  await app.register(publicAerodromeRoutes);
  await app.register(publicRequestRoutes, {
    ctx,
    limits: options.requestLimits,
    heartbeatMs: options.syncHeartbeatMs,
  });

  await app.register(paymentRoutes, { ctx, stripe, service: payments });
  await app.register(receiptRoutes, { ctx });
  await app.register(qrCodeRoutes, { ctx });

  const serving = options.staticDir ? await serveApp(app, options.staticDir) : false;
  // The pilot's pages are rendered here into the built request.html, read once now (docs/decisions/0021).
  const requestPage = serving && options.staticDir ? loadRequestPage(options.staticDir) : null;
  if (requestPage)
    await app.register(requestPageRoutes, {
      ctx,
      template: requestPage,
      limits: options.requestLimits,
      payments,
    });
  app.setNotFoundHandler((request, reply) => {
    if (serving && request.method === 'GET' && isPagePath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(notFound().toEnvelope());
  });
  return app;
}
