// Test helpers for sessions (docs/decisions/0023): the refresh cookie an answer set, the Cookie
// header that sends it back, a token from before sessions, and the reset code a queued mail carries.
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { REFRESH_COOKIE } from '../auth/refresh-cookie';
import type { Db } from '../db/database';
import { TEST_JWT_SECRET } from './test-server';

/** The Set-Cookie line of the refresh cookie in an answer, or null. */
export function refreshSetCookie(res: LightMyRequestResponse): string | null {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.find((line) => line.startsWith(`${REFRESH_COOKIE}=`)) ?? null;
}

/** The refresh token an answer set (an empty string when it cleared the cookie), or null. */
export function refreshTokenOf(res: LightMyRequestResponse): string | null {
  const line = refreshSetCookie(res);
  if (line === null) return null;
  return line.slice(REFRESH_COOKIE.length + 1).split(';')[0] ?? '';
}

export const cookieHeader = (token: string): { cookie: string } => ({ cookie: `${REFRESH_COOKIE}=${token}` });

/**
 * An access token signed with the test key: without `sessionId`, as the server signed them before
 * sessions (30 days, no session id); with one, naming any session, live or not.
 */
export function signedToken(userId: number, tokenVersion = 0, sessionId?: string): Promise<string> {
  return new SignJWT({ id: userId, tv: tokenVersion, ...(sessionId === undefined ? {} : { sid: sessionId }) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('30d')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

const RESET_LINK = /\/reset-password\/([A-Za-z0-9_-]{43})/;

/** The code in the newest reset mail queued to `email`, or null when none was queued. */
export async function resetCodeFor(db: Db, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['text_body'])
    .where('kind', '=', 'password-reset')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return RESET_LINK.exec(row?.text_body ?? '')?.[1] ?? null;
}
