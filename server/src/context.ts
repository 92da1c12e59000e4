import type { AnswerCache } from './answers/answer-cache';
import type { TokenService } from './auth/jwt';
import type { SessionService } from './auth/sessions';
import type { Db } from './db/database';
import type { MailContext } from './mail/mail-queue';
import type { ChangeFeed } from './sync/change-feed';
import type { StreamSlots } from './sync/stream-slots';

/** What every route module is built with: the database, the token and session services, the clock, the mail
 * queue, the feed that tells open event streams a club changed (docs/decisions/0010), the slots
 * those streams take, and the answers kept while the database has not moved (docs/decisions/0016). */
export interface AppContext {
  db: Db;
  tokens: TokenService;
  /** Sign-ins the server can end, and their rotating refresh tokens (docs/decisions/0023). */
  sessions: SessionService;
  now: () => Date;
  mail: MailContext;
  changes: ChangeFeed;
  answers: AnswerCache;
  /** The event streams open now, capped per account, per address and in all. */
  streams: StreamSlots;
  /** This server takes fees online: Stripe is set up (docs/decisions/0029). */
  payments: boolean;
  /** A landing may have been cancelled: give back its online payment now (no-op without Stripe). */
  refunds: { poke(): void };
}
