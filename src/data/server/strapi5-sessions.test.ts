// Strapi 5's session calls against the peer's recorded renewal: the account is read from the access
// token it gives back, and "sign out everywhere" becomes its logout of every sign-in.
import { describe, expect, it } from 'vitest';
import refreshed from '../../../tests/strapi5/samples/auth-refresh-cookie.json';
import { sessionAnswer, sessionCall } from './strapi5-sessions';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The recorded token as the peer sent it (its signature does not matter to the desk). */
const recorded = (name: keyof typeof refreshed.tokens) => {
  const { header, payload } = refreshed.tokens[name];
  return `${base64url(header)}.${base64url(payload)}.signature`;
};
const renewal = { method: 'post', path: 'auth/refresh' };

describe("Strapi 5's session calls", () => {
  it('gives a renewal the account its access token was issued to', () => {
    const jwt = recorded('<jwt 4>');
    expect(refreshed.body).toEqual({ jwt: '<jwt 4>' });
    expect(sessionAnswer({ jwt }, renewal)).toEqual({ jwt, user: { id: 1 } });
  });

  it('leaves a renewal whose token names no account as it came, and other answers alone', () => {
    expect(sessionAnswer({ jwt: 'not-a-token' }, renewal)).toEqual({ jwt: 'not-a-token' });
    const signIn = { jwt: recorded('<jwt 4>'), user: { id: 7, documentId: 'x' } };
    expect(sessionAnswer(signIn, { method: 'post', path: 'auth/local' })).toBe(signIn);
    expect(sessionAnswer({ jwt: 'x' }, { method: 'post', path: 'auth/local' })).toEqual({ jwt: 'x' });
  });

  it('ends every sign-in of the account through logout with scope all, and one sign-in as asked', () => {
    expect(sessionCall({ method: 'post', path: 'auth/logout-all' })).toEqual({
      method: 'post',
      path: 'auth/logout',
      body: { scope: 'all' },
    });
    const one = { method: 'post', path: 'auth/logout' };
    expect(sessionCall(one)).toBe(one);
  });
});
