// Sign-in, registration and the password change: the users-permissions auth calls.
import { changePasswordBody, registerBody } from '@/domain/user-schema';
import type { Locale } from '@/i18n/locale';
import { checkedBody } from './checked-body';
import type { ApiClient, CallAs } from './client';
import { UnexpectedShapeError } from './strapi';

export interface AuthAnswer {
  jwt: string;
  userId: number;
}

export function readAuthAnswer(body: unknown): AuthAnswer {
  if (typeof body === 'object' && body !== null && 'jwt' in body && 'user' in body) {
    const { jwt, user } = body;
    if (typeof jwt === 'string' && typeof user === 'object' && user !== null && 'id' in user) {
      return { jwt, userId: Number(user.id) };
    }
  }
  throw new UnexpectedShapeError('Expected {jwt, user}');
}

export async function login(api: ApiClient, identifier: string, password: string): Promise<AuthAnswer> {
  return readAuthAnswer(await api.post('auth/local', { identifier, password }, { auth: false }));
}

/** `locale` only for our server: a plain Strapi refuses a field it does not know. */
export async function register(
  api: ApiClient,
  input: { username: string; email: string; password: string; locale?: Locale },
  as: CallAs = {},
): Promise<AuthAnswer> {
  const body = checkedBody(registerBody, input, { method: 'POST', path: 'auth/local/register' });
  return readAuthAnswer(await api.post('auth/local/register', body, { auth: false, ...as }));
}

export interface PasswordChangeInput {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** SPEC §7: 200 is success. Our server then revokes the tokens issued before (a plain Strapi does not). */
export async function changePassword(api: ApiClient, input: PasswordChangeInput): Promise<void> {
  await api.post(
    'auth/change-password',
    checkedBody(changePasswordBody, input, { method: 'POST', path: 'auth/change-password' }),
  );
}
