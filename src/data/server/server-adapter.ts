// The one place that knows which server the desk talks to (docs/decisions/0035): our server or a
// club's plain Strapi 4 or 5, each behind this interface, chosen once from what the server said it is.
// What a screen or sign-in needs is here; the outbox's and the settings' calls are the adapter's
// operations (server-operations.ts), kept apart so that sign-in loads none of them.
import type { ApiError } from '@/data/api/api-errors';
import type { WireTranslator } from '@/data/api/client';
import type { ServerCapabilities, ServerFeature } from '@/domain/wire/server-capabilities';
import type { Message } from '@/i18n/messages';

/** What Settings and the sync panel call the server (a select in the catalog's `sync.server`). */
export type ServerName = 'pprDesk' | 'strapi4' | 'strapi5';

/** A refusal said two ways: English for logs and the outbox's `error`, words for the operator. */
export interface Refusal {
  reason: string;
  words: Message | null;
}

export interface ServerAdapter {
  readonly name: ServerName;
  /** What the server said it accepts and offers (kept in the mirror between sessions). */
  readonly capabilities: ServerCapabilities;
  /** Whether the server said it offers `feature`. */
  offers(feature: ServerFeature): boolean;
  /** Whether a request may carry `header` to this server without failing its CORS preflight. */
  accepts(header: string): boolean;
  /**
   * Whether fees can ever be paid online here: they can on our server once it holds Stripe's keys,
   * never on a plain Strapi, which cannot take Stripe's webhook (docs/decisions/0029).
   */
  readonly canPayOnline: boolean;
  /** The server's own wire where it is not the one the desk speaks (Strapi 5's), else null. */
  readonly wire: WireTranslator | null;
  /** What a refusal of this server means, in words an operator can act on. */
  refusal(error: ApiError): Refusal;
}

/** What a refusal means: the adapter's reading, or the server's own words while it has not said which it is. */
export function refusalBy(adapter: ServerAdapter | null | undefined, error: ApiError): Refusal {
  return adapter ? adapter.refusal(error) : { reason: error.message, words: error.words };
}
