// How one outbox entry reaches the server, in the dialect the server speaks (docs/decisions/0005):
// our server takes Idempotency-Key and If-Match; a plain Strapi v4 gets checked reads instead.
import type { LandingAnswer } from '@/data/api/landings-api';
import type { OutboxEntry } from '@/data/db/mirror-types';
import type { Message } from '@/i18n/messages';

/**
 * The outcome of a send that got an answer. Failures without one (no connection, 5xx, 401)
 * are thrown as the API layer's errors and classified by the replayer.
 */
export type SendResult =
  | { kind: 'delivered'; answer: LandingAnswer }
  /** The landing changed on the server since the change was made; `current` is its row now. */
  | { kind: 'conflict'; message: string; words: Message | null; current: LandingAnswer | null }
  /** The server (or, for a plain Strapi, the rule it cannot check itself) refused the change. */
  | { kind: 'refused'; message: string; words: Message | null };

export interface LandingSender {
  send(entry: OutboxEntry): Promise<SendResult>;
  /**
   * Sends a change as the page is left, its answer unread: only where a second send of it is
   * answered as the first (our server's Idempotency-Key), since the outbox sends it again later.
   */
  part?(entry: OutboxEntry): void;
}
