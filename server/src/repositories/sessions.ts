// The sessions, refresh_tokens and password_resets tables (docs/decisions/0023): a sign-in's
// family of refresh tokens, each kept as a SHA-256 hash, and the single-use reset codes sent by
// mail. The only place that reads or writes those tables.
import type { Db } from '../db/database';
import type { UserRole } from '../db/schema';

export interface NewSession {
  id: string;
  userId: number;
  now: string;
  expiresAt: string;
}

export async function insertSession(db: Db, session: NewSession, refreshHash: string): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      createdAt: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
      ended_at: null,
      end_reason: null,
    })
    .execute();
  await insertRefreshToken(db, refreshHash, session.id, session.now);
}

export async function insertRefreshToken(
  db: Db,
  hash: string,
  sessionId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ token_hash: hash, session_id: sessionId, createdAt: now, used_at: null })
    .execute();
}

export interface RefreshTokenRow {
  token_hash: string;
  session_id: string;
  used_at: string | null;
  user_id: number;
  last_used_at: string;
  expires_at: string;
  ended_at: string | null;
}

/** A refresh token by its hash, with the family it belongs to. */
export function findRefreshToken(db: Db, hash: string): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select([
      'refresh_tokens.token_hash',
      'refresh_tokens.session_id',
      'refresh_tokens.used_at',
      'sessions.user_id',
      'sessions.last_used_at',
      'sessions.expires_at',
      'sessions.ended_at',
    ])
    .where('refresh_tokens.token_hash', '=', hash)
    .executeTakeFirst();
}

/**
 * Marks the family's current token as exchanged; false when it already was (another request
 * exchanged it first): the caller then treats this use as a reuse.
 */
export async function claimRefreshToken(db: Db, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function touchSession(db: Db, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', id).execute();
}

/** Ends one session (its refresh tokens with it); true when it was live until now. */
export async function endSession(db: Db, id: string, reason: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every live session of an account, but `except` (the one asking, after a password change). */
export async function endSessionsOf(
  db: Db,
  userId: number,
  reason: string,
  now: string,
  except?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (except !== undefined) query = query.where('id', '!=', except);
  await query.execute();
}

export interface AccountSession {
  id: number;
  token_version: number;
  blocked: number;
  clubOwner_id: number | null;
  role: UserRole;
  /** Null when the token's session does not exist (or is another account's). */
  session_expires_at: string | null;
  session_ended_at: string | null;
  session_found: string | null;
}

/**
 * What every authenticated call checks, in one indexed read: the account (its token version,
 * blocked flag, club and role) and whether the token's session is still live.
 */
export function findAccountSession(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<AccountSession | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('sessions', (join) =>
      join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', sessionId),
    )
    .select([
      'users.id',
      'users.token_version',
      'users.blocked',
      'users.clubOwner_id',
      'users.role',
      'sessions.expires_at as session_expires_at',
      'sessions.ended_at as session_ended_at',
      'sessions.id as session_found',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Whether a session row found with an account is live at `now`. */
export const sessionLive = (row: AccountSession, now: string): boolean =>
  row.session_found !== null &&
  row.session_ended_at === null &&
  row.session_expires_at !== null &&
  row.session_expires_at > now;

/** Families past their absolute end, and ended ones a day on (reuse of their tokens is moot by then). */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('ended_at', '<=', dayAgo)]))
    .execute();
  await db.deleteFrom('password_resets').where('expires_at', '<=', at).execute();
}

// ---------------------------------------------------------------- password resets

export async function insertPasswordReset(
  db: Db,
  reset: { hash: string; userId: number; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: reset.hash,
      user_id: reset.userId,
      createdAt: reset.now,
      expires_at: reset.expiresAt,
      used_at: null,
    })
    .execute();
}

export function findPasswordReset(db: Db, hash: string) {
  return db
    .selectFrom('password_resets')
    .select(['token_hash', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/**
 * Uses a reset code: true for the one request that found it unused and unexpired. Every other
 * code of the account is spent with it, so an older mail's link cannot undo the new password.
 */
export async function usePasswordReset(db: Db, hash: string, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  return true;
}
