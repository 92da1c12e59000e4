// Issues and checks the bearer tokens: HS256, 30 days, carrying the user's token version so a
// password change (which bumps the version) revokes every token issued before it.
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_LIFETIME = '30d';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** When the token stops working (epoch ms); undefined on claims about to be issued. */
  expiresAt?: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(claims: TokenClaims): Promise<string> {
    return new SignJWT({ id: claims.userId, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const { id, tv, exp } = payload;
      if (typeof id !== 'number' || typeof tv !== 'number') return null;
      return { userId: id, tokenVersion: tv, ...(typeof exp === 'number' && { expiresAt: exp * 1000 }) };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
