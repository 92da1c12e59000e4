// Starts PPR Desk: reads the environment, opens and migrates the SQLite file, seeds the demo
// club on first start, serves app and API on one port, and closes cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import { migrateToLatest, openDatabase } from './db/database';
import { loadOrCreateSecret } from './db/secret';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, OTHER_OWNER_EMAIL, seedDatabase } from './db/seed';
import { readEnv } from './env';

async function main(): Promise<void> {
  const env = readEnv();
  const db = openDatabase(env.DATABASE_FILE);
  await migrateToLatest(db);
  const seeded = env.SEED === 'true' ? await seedDatabase(db) : false;
  const app = await buildApp({
    db,
    jwtSecret: env.JWT_SECRET ?? loadOrCreateSecret(env.DATABASE_FILE),
    staticDir: env.STATIC_DIR,
    authLimits: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    logLevel: env.LOG_LEVEL,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const shownHost = env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST;
  console.log(
    [
      '',
      `PPR Desk is running at http://${shownHost}:${port}/`,
      `Database: ${env.DATABASE_FILE}${seeded ? ' (demo data seeded)' : ''}`,
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
