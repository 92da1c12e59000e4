// Which server the desk talks to, and what it has said it accepts (docs/decisions/0005). Our own
// server announces itself on a public capabilities call; a plain Strapi v4 answers that call 404.

/**
 * 'ppr-desk': our server. 'strapi': a plain Strapi 4 in its default configuration; 'strapi5': a plain
 * Strapi 5, told apart from a Strapi 4 by its sign-in answer (docs/decisions/0035).
 */
export type ServerDialect = 'ppr-desk' | 'strapi' | 'strapi5';

/**
 * A feature beyond the Strapi v4 dialect that our server offers: the all-at-once band save
 * (ADR 0004), the pilots' public request pages (ADR 0009), live sync (ADR 0010), an account's
 * language for its mails (`locale` on register and PUT users/:id, ADR 0020) and sessions the server
 * ends: short access tokens renewed through auth/refresh, auth/logout and auth/logout-all (ADR 0023),
 * and the movement log's own fields on a landing: its PPR number, a fee set by hand with its reason,
 * a declared MTOW, a visitor's aircraft as typed and how a fee was paid; the club's overdue minutes (`overdue_minutes`) and who cancelled a landing
 * (docs/product/movement-log.md); the club's clock (`clock`, UTC or local: ADR 0027); and the club's
 * closure dates (the `closures` collection, docs/product/movement-log.md); a Paid landing's receipt
 * as a PDF (docs/decisions/0031: however it was paid, so not tied to Stripe); and, only where the
 * server holds Stripe's keys, online payment of fees through the club's own Stripe account (its
 * webhook is our server's: docs/decisions/0029); and the club's acceptance rules (`acceptance_rules`
 * on the club, `decided_by_rule` on a landing: docs/product/acceptance-rules.md) and its slot limits
 * (`slot_arrivals`, `slot_minutes`, `slot_per_day`, and the pilot's free times: docs/product/slot-limits.md);
 * and the world's aerodromes by code or name (`/api/public/aerodromes`: docs/product/aerodromes.md).
 */
export const SERVER_FEATURES = [
  'band-save',
  'pilot-requests',
  'live-sync',
  'account-locale',
  'sessions',
  'movement-log',
  'desk-states',
  'club-clock',
  'closures',
  'receipts',
  'acceptance-rules',
  'slot-limits',
  'aerodromes',
  'payments',
] as const;
export type ServerFeature = (typeof SERVER_FEATURES)[number];

export interface ServerCapabilities {
  dialect: ServerDialect;
  /** Request headers beyond Strapi's default CORS list that this server accepts. */
  headers: readonly string[];
  features: readonly ServerFeature[];
}

/** The path of the capabilities call under the API base (not a Strapi content-type route). */
export const CAPABILITIES_PATH = 'ppr-desk/capabilities';

/** Offered only by a server configured for them: not every one of our servers has them. */
const CONFIGURED_FEATURES: readonly ServerFeature[] = ['payments'];

/** What our server answers on the capabilities call (without the features it must be configured for). */
export const PPR_DESK_CAPABILITIES: ServerCapabilities = {
  dialect: 'ppr-desk',
  headers: ['Idempotency-Key', 'If-Match'],
  features: SERVER_FEATURES.filter((feature) => !CONFIGURED_FEATURES.includes(feature)),
};

/** Our server's answer when it holds Stripe's keys: online payments are offered too. */
export const withPayments = (capabilities: ServerCapabilities): ServerCapabilities => ({
  ...capabilities,
  features: [...capabilities.features, 'payments'],
});

/** A server that did not announce itself: nothing beyond the Strapi v4 dialect. */
export const PLAIN_STRAPI_CAPABILITIES: ServerCapabilities = { dialect: 'strapi', headers: [], features: [] };

/**
 * A plain Strapi 5: the Strapi dialect, and sessions as its users-permissions template gives them
 * (10-minute access tokens renewed through a refresh cookie, logout of one sign-in or all: ADR 0035).
 */
export const STRAPI_5_CAPABILITIES: ServerCapabilities = {
  dialect: 'strapi5',
  headers: [],
  features: ['sessions'],
};

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Reads a capabilities answer (or a cached copy of one). Only the dialect, headers and features
 * named here are believed; anything else in the answer is ignored, and a malformed answer is null.
 */
export function readCapabilities(body: unknown): ServerCapabilities | null {
  if (typeof body !== 'object' || body === null) return null;
  const { dialect, headers, features } = body as Record<string, unknown>;
  if (dialect !== 'ppr-desk' && dialect !== 'strapi' && dialect !== 'strapi5') return null;
  if (!isStringList(headers) || !isStringList(features)) return null;
  return {
    dialect,
    headers: headers.filter((name) => PPR_DESK_CAPABILITIES.headers.includes(name)),
    features: features.filter((name): name is ServerFeature =>
      (SERVER_FEATURES as readonly string[]).includes(name),
    ),
  };
}

/** Whether the server said it offers `feature`. */
export function hasFeature(
  capabilities: ServerCapabilities | null | undefined,
  feature: ServerFeature,
): boolean {
  return capabilities?.features.includes(feature) ?? false;
}

/** Whether a request may carry `header` to this server without failing its CORS preflight. */
export function acceptsHeader(capabilities: ServerCapabilities, header: string): boolean {
  const wanted = header.toLowerCase();
  return capabilities.headers.some((name) => name.toLowerCase() === wanted);
}
