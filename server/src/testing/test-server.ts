// A real server for tests: a fresh database (a SQLite file, or a PostgreSQL database under
// npm run test:pg), migrated and seeded, served on 127.0.0.1 at a random port (or used through
// inject()). close() stops it and drops the database.
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import { TokenService } from '../auth/jwt';
import { DEFAULT_SESSION_LIMITS, SessionService } from '../auth/sessions';
import { type Db, migrateToLatest } from '../db/database';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDatabase } from '../db/seed';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** The origin, e.g. http://127.0.0.1:40123; the API is at `${url}/api`. Empty until listen. */
  url: string;
  /** The database under this server: a second server may open it too (testing two processes). */
  database: TestDatabase;
  /** A fresh token for a seeded account (the demo owner by default). */
  token(email?: string, password?: string): Promise<string>;
  /** A token signed for any account, as sign-in would have issued it (for accounts that may not sign in). */
  tokenFor(userId: number): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions extends Partial<Omit<AppOptions, 'db'>> {
  listen?: boolean;
  /** Another server's database: this one then neither seeds nor drops it. */
  sharing?: TestDatabase;
  seed?: boolean;
  seedAt?: Date;
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.sharing ?? (await createTestDatabase());
  const db = database.open();
  await migrateToLatest(db);
  if (options.seed !== false && !options.sharing) await seedDatabase(db, options.seedAt);
  const app = await buildApp({
    jwtSecret: TEST_JWT_SECRET,
    authLimits: { max: 1000, windowMs: 60_000 },
    staticDir: null,
    ...options,
    db,
  });
  let url = '';
  if (options.listen) url = await app.listen({ port: 0, host: '127.0.0.1' });
  else await app.ready();

  return {
    app,
    db,
    get url() {
      return url;
    },
    database,
    async token(email = DEMO_OWNER_EMAIL, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload: { identifier: email, password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${response.body}`);
      return (response.json() as { jwt: string }).jwt;
    },
    async tokenFor(userId) {
      const { sessionId } = await new SessionService(db, DEFAULT_SESSION_LIMITS, () => new Date()).start(
        userId,
      );
      // The account's current version: a password change or a sign-out everywhere has moved it on.
      const { token_version } = await db
        .selectFrom('users')
        .select('token_version')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return new TokenService(options.jwtSecret ?? TEST_JWT_SECRET).issue({
        userId,
        tokenVersion: token_version,
        sessionId,
      });
    },
    async close() {
      await app.close();
      await db.destroy();
      if (!options.sharing) await database.drop();
    },
  };
}

/** The listening variant the client tests use (real fetch through ky). */
export const startTestServer = (options: Omit<TestServerOptions, 'listen'> = {}) =>
  createTestServer({ ...options, listen: true });
