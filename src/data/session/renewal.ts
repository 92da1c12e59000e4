// Renewing the session's access token (docs/decisions/0023). Our server gives short access tokens
// and a refresh cookie: when a call answers 401, the API client asks here for a new token and makes
// the call once more. Only a server that offers 'sessions' is asked (ours, and a Strapi 5 through
// its template's refresh cookie: docs/decisions/0035); a Strapi 4 has no refresh and its 401 stands.
// Concurrent 401s share one refresh, and so do the desk's tabs (a Web Lock): the refresh token
// rotates on every use, and a second use of the old one would end the whole sign-in. When the server refuses (the session ended or ran out), the 401 stands:
// the desk keeps everything and asks to sign in again (docs/product.md#sync-and-offline, point 4).

import { ApiError } from '@/data/api/api-errors';
import { refreshSession } from '@/data/api/auth';
import type { ApiClient } from '@/data/api/client';
import { defaultLock, type ExclusiveLock } from '@/data/sync/lock';
import type { SessionStore } from './session';

export const RENEW_LOCK = 'ppr-session-renewal';

export interface RenewalDeps {
  /** The client to call auth/refresh with (its own 401 is never renewed: it is a public call). */
  api: () => ApiClient;
  session: SessionStore;
  /** Whether this server renews sessions (its adapter offers 'sessions'). */
  renews: () => Promise<boolean>;
  lock?: ExclusiveLock;
}

export type Renew = (rejected: string) => Promise<string | null>;

export function createRenewal({ api, session, renews, lock = defaultLock() }: RenewalDeps): Renew {
  let running: Promise<string | null> | null = null;

  /** A token newer than the refused one, written by another call or another tab meanwhile. */
  const newer = (rejected: string): string | null => {
    const { token } = session.read();
    return token && token !== rejected ? token : null;
  };

  async function refresh(rejected: string): Promise<string | null> {
    const already = newer(rejected);
    if (already) return already;
    const before = session.read();
    // Signed out meanwhile: nothing to renew, and no session to bring back.
    if (before.token === null || before.userId === null) return null;
    let answer: Awaited<ReturnType<typeof refreshSession>>;
    try {
      answer = await refreshSession(api());
    } catch (error) {
      // Refused (ended, expired, reused): the 401 stands. No answer at all: the call fails as such.
      if (error instanceof ApiError && error.status < 500) return null;
      throw error;
    }
    const now = session.read();
    // Another account signed in here meanwhile, or this one signed out: leave the session alone.
    if (now.token !== before.token || answer.userId !== before.userId) return null;
    session.write({ token: answer.jwt, userId: answer.userId, clubId: now.clubId });
    return answer.jwt;
  }

  return async (rejected) => {
    const already = newer(rejected);
    if (already) return already;
    if (!(await renews().catch(() => false))) return null;
    running ??= lock
      .run(RENEW_LOCK, () => refresh(rejected))
      .finally(() => {
        running = null;
      });
    return running;
  };
}
