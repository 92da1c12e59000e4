// Owns the signing key and a bounded memory of tokens already verified. Issues and checks the bearer
// (access) tokens: HS256, short-lived (ACCESS_TOKEN_TTL, one hour by default), carrying the user's
// token version and the session they belong to, so the server can end them (docs/decisions/0023).
import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** An hour: a stolen access token is worth little for long, and a working desk renews once an hour. */
export const DEFAULT_ACCESS_TOKEN_TTL_S = 3600;
/** The longest ACCESS_TOKEN_TTL may be: twelve hours. */
export const MAX_ACCESS_TOKEN_TTL_S = 12 * 3600;

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** The session (sign-in) the token belongs to; a token without one is from before sessions and opens nothing. */
  sessionId?: string;
  /** When the token stops working (epoch ms); undefined on claims about to be issued. */
  expiresAt?: number;
}

/** Tokens remembered as verified; a desk sends the same one on every call. */
const VERIFIED_KEPT = 1000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * A signature checked once stays valid until the token expires: remembering it spares each call
   * the HMAC (a fifth of the list's time). Revocation is untouched: the account's token version and
   * blocked flag are still read per call (auth/authenticate.ts).
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    secret: string,
    /** How long an access token works, in seconds. */
    readonly ttlSeconds: number = DEFAULT_ACCESS_TOKEN_TTL_S,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * A value only this server can compute from `label` (HMAC-SHA-256 under its key): a label names
   * its purpose first, so no two uses share a value (requests/status-token.ts).
   */
  derive(label: string): Buffer {
    return createHmac('sha256', this.key).update(label).digest();
  }

  issue(claims: TokenClaims): Promise<string> {
    const issuedAt = Math.floor(Date.now() / 1000);
    return new SignJWT({
      id: claims.userId,
      tv: claims.tokenVersion,
      ...(claims.sessionId === undefined ? {} : { sid: claims.sessionId }),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known && (known.expiresAt === undefined || known.expiresAt > Date.now())) return known;
    this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { id, tv, exp, sid } = payload;
      if (typeof id !== 'number' || typeof tv !== 'number') return null;
      const claims = {
        userId: id,
        tokenVersion: tv,
        ...(typeof sid === 'string' && { sessionId: sid }),
        ...(typeof exp === 'number' && { expiresAt: exp * 1000 }),
      };
      this.remember(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  private remember(token: string, claims: TokenClaims): void {
    if (this.verified.size >= VERIFIED_KEPT) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, claims);
  }
}
