// Status tokens of pilot requests (ADR 0009): 128 random bits from node:crypto, given to the pilot
// once, stored only as a SHA-256 hash and compared in constant time. A wrong token is a plain 404,
// and so is one whose landing is more than STATUS_TOKEN_DAYS past.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { addToDate } from '@/domain/time/instants';

const TOKEN_RE = /^[A-Za-z0-9_-]{22}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newStatusToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** How long after its landing's day a status link still opens the request. */
export const STATUS_TOKEN_DAYS = 14;

/** Whether a token of a landing on `landingDate` (yyyy-MM-dd, UTC) still opens it on `today`. */
export const tokenStillOpens = (landingDate: string, today: string): boolean =>
  today <= addToDate(landingDate, { days: STATUS_TOKEN_DAYS });

/**
 * The status token a send with an Idempotency-Key is answered with: the same for every replay of
 * that send (so a replay mints nothing), unguessable without the server's secret.
 */
export function sendToken(
  derive: (label: string) => Buffer,
  landingId: number,
  key: string,
): { token: string; hash: string } {
  const token = derive(`request-status:${landingId}:${key}`).subarray(0, 16).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** A token of the shape we issue (22 base64url characters); anything else needs no lookup. */
export const isTokenShape = (token: string): boolean => TOKEN_RE.test(token);

/** Whether a stored hash is the given token's, without a timing difference on where they differ. */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The page a token opens, e.g. https://club.example/request/status/<token>. */
export const statusUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/request/status/${token}`;
