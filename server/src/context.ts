import type { TokenService } from './auth/jwt';
import type { Db } from './db/database';

/** What every route module is built with: the database, the token service and the clock. */
export interface AppContext {
  db: Db;
  tokens: TokenService;
  now: () => Date;
}
