// Reads the server's settings from process.env once, with zod: a wrong value stops the start
// with a clear message instead of surfacing later as odd behaviour.
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** 127.0.0.1 by default; 0.0.0.0 to serve the tablets of a club LAN. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_FILE: z.string().min(1).default('./data/ppr-desk.sqlite'),
  /** postgres://user:password@host:5432/db: PostgreSQL instead of the SQLite file (docs/decisions/0012). */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'Expected postgres://user:password@host:port/database')
    .optional(),
  /** Connections one server process may hold on PostgreSQL. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  /** Signing key for tokens; when unset, one is generated and kept beside the database file. */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * How long an access token works, in seconds: an hour by default, twelve hours at most
   * (docs/decisions/0023). The desk renews it through the refresh cookie when a call answers 401.
   */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(43_200).default(3600),
  /** A sign-in ends this many seconds after its last renewal (14 days by default). */
  SESSION_IDLE_TTL: z.coerce
    .number()
    .int()
    .min(1)
    .default(14 * 86_400),
  /** A sign-in ends this many seconds after it began, however it is used (30 days by default). */
  SESSION_ABSOLUTE_TTL: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 86_400),
  STATIC_DIR: z.string().min(1).default('./dist'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  SEED: z.enum(['true', 'false']).default('true'),
  /** Pilot request mail (ADR 0009): SMTP when set, e.g. smtp://user:pass@mail.club.example:587. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.email().default('ppr-desk@localhost'),
  /** Where pilots reach this server, for the links in mails; defaults to http://HOST:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  REQUEST_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(5),
  REQUEST_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  REQUEST_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** The proxy hops in front (1 for one reverse proxy; 'true' means 1) or their addresses (trust-proxy.ts). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (!(parsed instanceof Error)) return parsed;
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  /** 'off' when a reverse proxy in front already compresses: JSON then leaves uncompressed. */
  COMPRESS_API: z.enum(['on', 'off']).default('on'),
  /** Event streams one account, one address and this server process may hold open (then 429). */
  STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  STREAMS_MAX: z.coerce.number().int().min(1).default(2000),
  /** Memory for read answers kept while the database has not moved (docs/decisions/0016); 0 keeps none. */
  ANSWER_CACHE_MB: z.coerce.number().min(0).max(1024).default(16),
  /**
   * Online payment of fees through each club's own Stripe account (docs/decisions/0029): the
   * platform's secret key and its Connect webhook's signing secret, both or neither. Never logged.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'Expected sk_test_… or sk_live_…')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/, 'Expected whsec_…')
    .optional(),
  /** The country a club's new Stripe account is opened in (ISO 3166 alpha-2). */
  STRIPE_ACCOUNT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Expected a country code such as PT')
    .default('PT'),
  /** Another Stripe API address (the local stand-in of server/src/payments/testing); Stripe's own by default. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema
    .refine((env) => (env.STRIPE_SECRET_KEY === undefined) === (env.STRIPE_WEBHOOK_SECRET === undefined), {
      message: 'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
      path: ['STRIPE_WEBHOOK_SECRET'],
    })
    .safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
