// Sessions the server can end (docs/decisions/0023). A sign-in opens a session, a family of
// refresh tokens: each is 256 random bits given to the browser once, in an HttpOnly cookie, and
// kept here only as its SHA-256 hash. Every refresh exchanges the family's current token for a
// new one; a token already exchanged coming back means two holders (a thief and the desk), so the
// whole family ends. A family also ends after IDLE without a refresh and at its absolute end.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import {
  claimRefreshToken,
  endSession,
  endSessionsOf,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  touchSession,
} from '../repositories/sessions';

export interface SessionLimits {
  /** A family ends this long after its last refresh. */
  idleMs: number;
  /** A family ends this long after its sign-in, however much it is used. */
  absoluteMs: number;
}

const DAY_MS = 24 * 3_600_000;

/**
 * Two weeks idle: a desk used on weekends only, or left for a holiday, still opens signed in; a
 * month in all: the same monthly sign-in as the 30-day tokens before sessions.
 */
export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 14 * DAY_MS, absoluteMs: 30 * DAY_MS };

/** Why a session ended: kept on the row for whoever reads the table. */
export type EndReason = 'logout' | 'logout-all' | 'password-change' | 'password-reset' | 'reuse';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Whether a stored hash is the given secret's, without a timing difference on where they differ. */
export function hashMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** 256 random bits as 43 base64url characters (the log blanks such path segments). */
export const newSecret = (): string => randomBytes(32).toString('base64url');
const SECRET_RE = /^[A-Za-z0-9_-]{43}$/;
/** A value of the shape we issue; anything else needs no lookup. */
export const isSecretShape = (value: string): boolean => SECRET_RE.test(value);

export interface IssuedRefresh {
  sessionId: string;
  userId: number;
  refreshToken: string;
  /** How long the browser should keep the cookie: until the family would end idle, or at its end. */
  maxAgeSeconds: number;
}

export type RefreshOutcome =
  | ({ kind: 'rotated' } & IssuedRefresh)
  /** A token exchanged before came back: the family is ended now. */
  | { kind: 'reused'; userId: number; sessionId: string }
  | { kind: 'refused' };

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly limits: SessionLimits,
    private readonly now: () => Date,
  ) {}

  /** A new family for a sign-in (or a registration, a password reset). Pass `db` inside a transaction. */
  async start(userId: number, db: Db = this.db): Promise<IssuedRefresh> {
    const at = this.now();
    const sessionId = randomBytes(16).toString('base64url');
    const refreshToken = newSecret();
    const expiresAt = new Date(at.getTime() + this.limits.absoluteMs);
    await insertSession(
      db,
      { id: sessionId, userId, now: at.toISOString(), expiresAt: expiresAt.toISOString() },
      sha256(refreshToken),
    );
    return { sessionId, userId, refreshToken, maxAgeSeconds: this.maxAge(at, expiresAt) };
  }

  /** Exchanges a refresh token for the family's next one, or says why not. */
  async refresh(refreshToken: string): Promise<RefreshOutcome> {
    if (!isSecretShape(refreshToken)) return { kind: 'refused' };
    const hash = sha256(refreshToken);
    const at = this.now();
    const iso = at.toISOString();
    const found = await findRefreshToken(this.db, hash);
    if (!found || !hashMatches(refreshToken, found.token_hash)) return { kind: 'refused' };
    const family = { userId: found.user_id, sessionId: found.session_id };
    if (found.ended_at !== null) return { kind: 'refused' };
    if (found.used_at !== null) {
      await endSession(this.db, found.session_id, 'reuse', iso);
      return { kind: 'reused', ...family };
    }
    const idleEnd = Date.parse(found.last_used_at) + this.limits.idleMs;
    const expiresAt = new Date(found.expires_at);
    if (idleEnd <= at.getTime() || expiresAt.getTime() <= at.getTime()) return { kind: 'refused' };
    const next = newSecret();
    const claimed = await inTransaction(this.db, async (trx) => {
      // Two requests with the same token: the one that claims it first rotates, the other is a reuse.
      if (!(await claimRefreshToken(trx, hash, iso))) return false;
      await insertRefreshToken(trx, sha256(next), found.session_id, iso);
      await touchSession(trx, found.session_id, iso);
      return true;
    });
    if (!claimed) {
      await endSession(this.db, found.session_id, 'reuse', iso);
      return { kind: 'reused', ...family };
    }
    return { kind: 'rotated', ...family, refreshToken: next, maxAgeSeconds: this.maxAge(at, expiresAt) };
  }

  /** The session a refresh token belongs to, without using it (logout with an expired access token). */
  async sessionOf(refreshToken: string): Promise<{ userId: number; sessionId: string } | null> {
    if (!isSecretShape(refreshToken)) return null;
    const found = await findRefreshToken(this.db, sha256(refreshToken));
    if (!found || !hashMatches(refreshToken, found.token_hash)) return null;
    return { userId: found.user_id, sessionId: found.session_id };
  }

  end(sessionId: string, reason: EndReason): Promise<boolean> {
    return endSession(this.db, sessionId, reason, this.now().toISOString());
  }

  /** Ends every session of an account but `except`. Pass `db` inside a transaction. */
  endAll(userId: number, reason: EndReason, except?: string, db: Db = this.db): Promise<void> {
    return endSessionsOf(db, userId, reason, this.now().toISOString(), except);
  }

  private maxAge(at: Date, expiresAt: Date): number {
    const until = Math.min(at.getTime() + this.limits.idleMs, expiresAt.getTime());
    return Math.max(0, Math.floor((until - at.getTime()) / 1000));
  }
}
