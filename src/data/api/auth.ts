// Sign-in, registration and the password change: the users-permissions auth calls.
import {
  changePasswordBody,
  forgotPasswordBody,
  registerBody,
  resetCodeBody,
  resetPasswordBody,
} from '@/domain/wire/user-schema';
import type { Locale } from '@/i18n/locale';
import { checkedBody } from './checked-body';
import type { ApiClient, CallAs } from './client';
import { UnexpectedShapeError } from './strapi';

export interface AuthAnswer {
  jwt: string;
  userId: number;
  /** Strapi 5 gives every user a documentId; Strapi 4 and our server do not (docs/decisions/0035). */
  fromStrapi5: boolean;
}

export function readAuthAnswer(body: unknown): AuthAnswer {
  if (typeof body === 'object' && body !== null && 'jwt' in body && 'user' in body) {
    const { jwt, user } = body;
    if (typeof jwt === 'string' && typeof user === 'object' && user !== null && 'id' in user) {
      const fromStrapi5 = 'documentId' in user && typeof user.documentId === 'string';
      return { jwt, userId: Number(user.id), fromStrapi5 };
    }
  }
  throw new UnexpectedShapeError('Expected {jwt, user}');
}

export async function login(api: ApiClient, identifier: string, password: string): Promise<AuthAnswer> {
  const answer = await api.post('auth/local', { identifier, password }, { auth: false, cookies: true });
  return readAuthAnswer(answer);
}

/** `locale` only for our server: a plain Strapi refuses a field it does not know. */
export async function register(
  api: ApiClient,
  input: { username: string; email: string; password: string; locale?: Locale },
  as: CallAs = {},
): Promise<AuthAnswer> {
  const body = checkedBody(registerBody, input, { method: 'POST', path: 'auth/local/register' });
  return readAuthAnswer(await api.post('auth/local/register', body, { auth: false, cookies: true, ...as }));
}

export interface PasswordChangeInput {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * 200 is success (docs/product.md#calls). Our server then revokes the tokens issued before (a plain Strapi
 * does not).
 */
export async function changePassword(api: ApiClient, input: PasswordChangeInput): Promise<void> {
  await api.post(
    'auth/change-password',
    checkedBody(changePasswordBody, input, { method: 'POST', path: 'auth/change-password' }),
  );
}

/**
 * The session calls of our server (docs/decisions/0023) and of a Strapi 5 (docs/decisions/0035):
 * the refresh token travels only in the server's HttpOnly cookie; no bearer token goes with a renewal.
 */
export async function refreshSession(api: ApiClient): Promise<AuthAnswer> {
  return readAuthAnswer(await api.post('auth/refresh', undefined, { auth: false, cookies: true }));
}

/** Ends this session on the server (by its token, else by the cookie) and clears the cookie. */
export async function logout(api: ApiClient, token: string | null): Promise<void> {
  const as = token ? { token } : { auth: false };
  await api.post('auth/logout', undefined, { ...as, cookies: true });
}

/** Ends every session of the signed-in account, this one included. */
export async function logoutAll(api: ApiClient): Promise<void> {
  await api.post('auth/logout-all', undefined, { cookies: true });
}

/** Strapi's forgot-password: the same answer whether an account uses the address or not. */
export async function forgotPassword(api: ApiClient, email: string): Promise<void> {
  const body = checkedBody(forgotPasswordBody, { email }, { method: 'POST', path: 'auth/forgot-password' });
  await api.post('auth/forgot-password', body, { auth: false });
}

/** Ours alone: whether the mail's code still works (a plain Strapi answers 404 or 405). */
export async function checkResetCode(api: ApiClient, code: string): Promise<void> {
  const body = checkedBody(resetCodeBody, { code }, { method: 'POST', path: 'auth/reset-password/check' });
  await api.post('auth/reset-password/check', body, { auth: false });
}

/** Strapi's reset-password: the code from the mail's link; answers like a sign-in. */
export async function resetPassword(
  api: ApiClient,
  input: { code: string; password: string; passwordConfirmation: string },
): Promise<AuthAnswer> {
  const body = checkedBody(resetPasswordBody, input, { method: 'POST', path: 'auth/reset-password' });
  return readAuthAnswer(await api.post('auth/reset-password', body, { auth: false }));
}
