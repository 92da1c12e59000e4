// The bearer-token check every protected route runs first. It resolves the caller to a user
// and the club that user owns, so routes never trust a club id that comes from the request, and
// checks the token's session is still live (docs/decisions/0023): a logout ends it at once.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { UserRole } from '../db/schema';
import { findAccountSession, sessionLive } from '../repositories/sessions';
import { forbidden, unauthorized } from '../strapi/errors';
import type { TokenService } from './jwt';

export interface Caller {
  userId: number;
  /** The club the caller owns, or null before registration created it. */
  clubId: number | null;
  /** A pilot may sign in but never owns a club (ADR 0007). */
  role: UserRole;
  /** When the caller's token stops working (epoch ms): a long-lived stream ends then. */
  expiresAt: number | null;
  /** The sign-in the token belongs to: logout ends it, a password change keeps it. */
  sessionId: string;
}

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export async function authenticate(
  db: Db,
  tokens: TokenService,
  request: FastifyRequest,
  now: () => Date,
): Promise<Caller> {
  const token = bearer(request);
  if (!token) throw unauthorized('Missing or invalid credentials');
  const claims = await tokens.verify(token);
  // A token from before sessions (30 days, no session) cannot be ended by the server: it opens nothing.
  if (!claims?.sessionId) throw unauthorized('Invalid credentials');
  const { sessionId } = claims;
  const account = await findAccountSession(db, claims.userId, sessionId);
  if (!account || account.token_version !== claims.tokenVersion) throw unauthorized('Invalid credentials');
  if (!sessionLive(account, now().toISOString())) throw unauthorized('Invalid credentials');
  if (account.blocked) throw unauthorized('Your account has been blocked');
  // A token a pilot held from before pilots stopped signing in (ADR 0009) opens nothing.
  if (account.role === 'pilot') throw unauthorized('Invalid credentials');
  return {
    userId: account.id,
    clubId: account.clubOwner_id,
    role: account.role,
    expiresAt: claims.expiresAt ?? null,
    sessionId,
  };
}

/** The caller's club id, for routes that act on a club: an account without one may not. */
export function requireClub(caller: Caller): number {
  if (caller.clubId === null) throw forbidden('This account has no club yet');
  return caller.clubId;
}
