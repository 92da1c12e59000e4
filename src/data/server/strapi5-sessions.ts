// Strapi 5's session calls in our server's words (docs/decisions/0035): its users-permissions
// template renews a 10-minute access token through a refresh cookie, as our server does, with two
// differences of wire that this module hides from the desk.
import type { WireCall } from '@/data/api/client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "Sign out everywhere": Strapi 5 ends every sign-in of the account on its logout with scope all. */
export function sessionCall(call: WireCall): WireCall {
  return call.path.replace(/^\//, '') === 'auth/logout-all'
    ? { ...call, path: 'auth/logout', body: { scope: 'all' } }
    : call;
}

/** The account a Strapi 5 access token was issued to (its `userId` claim), or null. */
function accountOf(jwt: string): number | null {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const userId = isRecord(claims) ? Number(claims.userId) : Number.NaN;
    return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}

/**
 * A renewal answers `{jwt}` alone; the desk checks whose session came back, so the account is read
 * from the token and given as our server gives it (`user.id`). A token that names no account is left
 * as it came, and the desk refuses it as an answer of the wrong shape.
 */
export function sessionAnswer(answer: unknown, call: WireCall): unknown {
  if (call.path.replace(/^\//, '') !== 'auth/refresh' || !isRecord(answer) || 'user' in answer) return answer;
  const userId = typeof answer.jwt === 'string' ? accountOf(answer.jwt) : null;
  return userId === null ? answer : { ...answer, user: { id: userId } };
}
