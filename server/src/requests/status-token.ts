// Status tokens of pilot requests (ADR 0009): 128 random bits from node:crypto, given to the pilot
// once, stored only as a SHA-256 hash and compared in constant time. A wrong token is a plain 404.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_RE = /^[A-Za-z0-9_-]{22}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newStatusToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
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
