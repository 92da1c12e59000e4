// Starts PPR Desk: reads the environment, opens and migrates the SQLite file (or PostgreSQL with
// DATABASE_URL), seeds the demo club on first start, serves app and API on one port, and closes
// cleanly on SIGTERM/SIGINT. A database it cannot reach stops the start with one clear line.
import { dirname, join } from 'node:path';
import { answerCacheLimits, createAnswerCache } from './answers/answer-cache';
import { buildApp } from './app';
import { type Db, migrateToLatest, openConfigured } from './db/database';
import { describeError } from './db/errors';
import { displayUrl } from './db/postgres';
import { loadOrCreateSecret, sharedSecret } from './db/secret';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, OTHER_OWNER_EMAIL, seedDatabase } from './db/seed';
import { installedDriverVersion, sqliteDriverProblem } from './db/sqlite-driver';
import { readEnv } from './env';
import { emlTransport, smtpTransport } from './mail/transports';
import { paymentsConfig } from './payments/payments-config';

/** How long a SIGTERM waits for open requests and the mail worker's pass before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The first migration is the first use: PostgreSQL unreachable, refusing us or missing says so here. */
async function migrate(db: Db, url: string | undefined): Promise<void> {
  try {
    await migrateToLatest(db);
  } catch (error) {
    if (!url) throw error;
    await db.destroy().catch(() => {});
    throw new Error(`Cannot use PostgreSQL at ${displayUrl(url)}: ${describeError(error)}`);
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const url = env.DATABASE_URL;
  const driverProblem = url ? null : sqliteDriverProblem(process.version, installedDriverVersion());
  if (driverProblem) throw new Error(driverProblem);
  const db = openConfigured(
    { file: env.DATABASE_FILE, url },
    {
      max: env.DATABASE_POOL_MAX,
      onConnectionError: (error) => console.warn(`PostgreSQL connection lost: ${describeError(error)}`),
    },
  );
  await migrate(db, url);
  const seeded = env.SEED === 'true' ? await seedDatabase(db) : false;
  const shownHost = env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  const mailDir = join(dirname(env.DATABASE_FILE), 'mail');
  const payments = paymentsConfig(env);
  const app = await buildApp({
    db,
    payments,
    jwtSecret: env.JWT_SECRET ?? (url ? await sharedSecret(db) : loadOrCreateSecret(env.DATABASE_FILE)),
    staticDir: env.STATIC_DIR,
    authLimits: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    sessionLimits: { idleMs: env.SESSION_IDLE_TTL * 1000, absoluteMs: env.SESSION_ABSOLUTE_TTL * 1000 },
    logLevel: env.LOG_LEVEL,
    mail: {
      publicUrl: env.PUBLIC_URL ?? `http://${shownHost}:${env.PORT}`,
      fromAddress: env.MAIL_FROM,
      // Without a mail server each message becomes an .eml file beside the database, and a log line.
      transport: env.SMTP_URL
        ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
        : emlTransport(mailDir, env.MAIL_FROM, (line) => console.log(line)),
    },
    requestLimits: {
      perIp: { max: env.REQUEST_RATE_LIMIT_PER_IP, windowMs: env.REQUEST_RATE_LIMIT_WINDOW_MS },
      perEmail: { max: env.REQUEST_RATE_LIMIT_PER_EMAIL, windowMs: 24 * 3_600_000 },
    },
    trustProxy: env.TRUST_PROXY,
    compressApi: env.COMPRESS_API === 'on',
    answers: createAnswerCache(answerCacheLimits(env.ANSWER_CACHE_MB)),
    streamLimits: {
      perAccount: env.STREAMS_PER_ACCOUNT,
      perAddress: env.STREAMS_PER_ADDRESS,
      total: env.STREAMS_MAX,
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // A close that hangs (a peer holding a socket, a mail server that stopped answering) must not
    // keep a stopping server up: whatever is still open after the grace period is cut.
    setTimeout(() => {
      app.log.error(`still closing ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(
    [
      '',
      `PPR Desk is running at http://${shownHost}:${port}/`,
      `Database: ${url ? displayUrl(url) : env.DATABASE_FILE}${seeded ? ' (demo data seeded)' : ''}`,
      `Mail: ${env.SMTP_URL ? 'SMTP' : `.eml files in ${mailDir} (no SMTP_URL)`}`,
      `Online payments: ${payments ? `Stripe${env.STRIPE_API_URL ? ` at ${env.STRIPE_API_URL}` : ''}` : 'off (no STRIPE_SECRET_KEY)'}`,
      `Demo sign-in: ${DEMO_OWNER_EMAIL} / ${DEMO_PASSWORD}`,
      `Second club (isolation checks): ${OTHER_OWNER_EMAIL} / ${DEMO_PASSWORD}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
