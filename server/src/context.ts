import type { TokenService } from './auth/jwt';
import type { Db } from './db/database';
import type { MailContext } from './mail/mail-queue';

/** What every route module is built with: the database, the token service, the clock and the mail queue. */
export interface AppContext {
  db: Db;
  tokens: TokenService;
  now: () => Date;
  mail: MailContext;
}
