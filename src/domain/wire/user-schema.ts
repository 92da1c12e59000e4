// The users resource's bodies (Strapi's users-permissions: sign-in, register, password change) as
// one zod/mini schema: the server's auth routes validate with it, registration's account step and
// the API client check with it. USERNAME_MIN_LENGTH and the password rule are read by the forms too.
import { z } from 'zod/mini';
import { LOCALES } from '@/i18n/locale';
import type { MessageId } from '@/i18n/messages';
import { isStrongPassword } from '../accounts/password';

/** The register call refuses shorter usernames; asking on step 1 beats failing at Confirm. */
export const USERNAME_MIN_LENGTH = 3;
const TEXT_MAX = 200;

/** The password rule's message, a catalog key (the server says it in English and names the key). */
export const STRONG_PASSWORD_MESSAGE: MessageId = 'validation.password.weak';

const newPassword = z
  .string()
  .check(z.maxLength(TEXT_MAX), z.refine(isStrongPassword, STRONG_PASSWORD_MESSAGE));

export const userFields = {
  username: z.string().check(z.trim(), z.minLength(USERNAME_MIN_LENGTH), z.maxLength(60)),
  email: z.email().check(z.maxLength(TEXT_MAX)),
  password: newPassword,
};

export const loginBody = z.strictObject({
  identifier: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX)),
  password: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX)),
});

/**
 * `locale`, optional and only for our server (a plain Strapi refuses fields it does not know): the
 * language the owner uses the desk in, which the mails to the club's owner are written in.
 */
export const registerBody = z.strictObject({ ...userFields, locale: z.optional(z.enum(LOCALES)) });

/** PUT users/:id on our server: the one thing an account changes about itself there, its language. */
export const accountLocaleBody = z.strictObject({ locale: z.enum(LOCALES) });

export const changePasswordBody = z.strictObject({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(TEXT_MAX)),
  password: newPassword,
  passwordConfirmation: z.string().check(z.maxLength(TEXT_MAX)),
});

/** Whether the users schema takes `value` for this field of a new account. */
export const acceptsUserField = (key: keyof typeof userFields, value: unknown): boolean =>
  z.safeParse(userFields[key], value).success;

/** POST auth/forgot-password (Strapi's name): the address a reset link goes to, if an account uses it. */
export const forgotPasswordBody = z.strictObject({ email: z.email().check(z.maxLength(TEXT_MAX)) });

const resetCode = z.string().check(z.minLength(1), z.maxLength(TEXT_MAX));

/**
 * POST auth/reset-password/check (ours; a plain Strapi has none): whether the mail's link still works,
 * asked when its page opens, so that a spent link says so before a new password is typed.
 */
export const resetCodeBody = z.strictObject({ code: resetCode });

/** POST auth/reset-password (Strapi's names): the code from the mail's link and the new password. */
export const resetPasswordBody = z.strictObject({
  code: resetCode,
  password: newPassword,
  passwordConfirmation: z.string().check(z.maxLength(TEXT_MAX)),
});
