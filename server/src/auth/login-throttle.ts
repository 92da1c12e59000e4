// Sign-in limits, counted in the database so every server process shares them (docs/decisions/0012):
// a hard limit per address and account, and per account a growing delay instead of a lock-out.
// The per-address limit over every auth route is @fastify/rate-limit's, set in routes/auth.ts.
import type { Db } from '../db/database';
import { clearHits, countHit, hitsOf } from '../repositories/rate-limits';

/** The first delay once an account is over its failures, doubling on each further failure. */
export const FIRST_DELAY_MS = 250;
/** The longest an attempt is held: slow enough for a guesser, never a lock-out for the owner. */
export const MAX_DELAY_MS = 5000;

/**
 * `account` is one key per account whichever identifier was typed (its id), or the typed
 * identifier when no account has it, so an unknown name is slowed exactly like a known one.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Records an attempt from `ip` on `account`; false once that pair is over `max` in the window. */
  async allow(ip: string, account: string): Promise<boolean> {
    return (await countHit(this.db, `login ${ip}\n${account}`, this.now(), this.windowMs)) <= this.max;
  }

  /** How long to hold an attempt on `account`: nothing until it has failed `max` times in the window. */
  async delayMs(account: string): Promise<number> {
    const over = (await hitsOf(this.db, failures(account), this.now())) - this.max;
    return over < 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** over, MAX_DELAY_MS);
  }

  async failed(account: string): Promise<void> {
    await countHit(this.db, failures(account), this.now(), this.windowMs);
  }

  /** The right password ends the slow-down: whoever guessed before, the owner is back in. */
  async succeeded(account: string): Promise<void> {
    await clearHits(this.db, failures(account));
  }
}

const failures = (account: string) => `login-failures ${account}`;
