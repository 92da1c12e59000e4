// auth/local (sign in), auth/local/register, auth/change-password, users/me and PUT users/:id:
// Strapi's users-permissions answers, with scrypt hashes, and sessions the server can end
// (docs/decisions/0023): each sign-in is a session, its short access token in the answer and its
// refresh token in a cookie; a password change ends every other session of the account. The
// session routes (refresh, logout) and the password reset by mail are registered here too, under
// the same per-address limit. PUT users/:id changes one thing, the account's language (its mails',
// ADR 0020), and only the caller's own account.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { accountLocaleBody, changePasswordBody, loginBody, registerBody } from '@/domain/wire/user-schema';
import { LoginThrottle } from '../auth/login-throttle';
import { hashPassword, verifyPassword } from '../auth/password';
import { publicUser, sessionAnswer } from '../auth/session-answer';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { inTransaction } from '../db/transaction';
import {
  changePassword,
  createAccount,
  emailOrUsernameTaken,
  findAccountById,
  findAccountByIdentifier,
  setAccountLocale,
} from '../repositories/users';
import { applicationError, notFound, notYours, tooManyRequests, validationError } from '../strapi/errors';
import { msg } from '@/i18n/messages';
import { oneResponse, sessionResponse } from '../strapi/response-schemas';
import { authenticated, caller, parseId } from './http';
import { passwordResetRoutes, type ResetLimits } from './password-reset';
import { idParams, plainBody } from './schemas';
import { sessionRoutes } from './sessions';
import type { SchemaTypeProvider } from './type-provider';

export interface AuthLimits {
  /**
   * Sign-in attempts per window from one address on one account (then 429). An address may make
   * IP_FACTOR times as many requests on all auth routes; an account that failed this many times
   * in the window is slowed, never refused (auth/login-throttle.ts).
   */
  max: number;
  windowMs: number;
}

/** A club LAN signs in from one address: it gets room for several desks and accounts. */
const IP_FACTOR = 3;

export const authRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  limits: AuthLimits;
  resetLimits: Partial<ResetLimits>;
}> = async (plain, { ctx, limits, resetLimits }) => {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  const throttle = new LoginThrottle(ctx.db, limits.max, limits.windowMs, ctx.now);
  const perIp = {
    rateLimit: {
      max: limits.max * IP_FACTOR,
      timeWindow: limits.windowMs,
      errorResponseBuilder: tooManyRequests,
    },
  };

  /** A new session: its access token and account in the answer, its refresh token in the cookie. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, id: number, tokenVersion: number) => {
    const refresh = await ctx.sessions.start(id);
    return sessionAnswer(ctx, request, reply, {
      userId: id,
      sessionId: refresh.sessionId,
      tokenVersion,
      refresh,
    });
  };

  const session200 = { 200: sessionResponse() };

  app.post(
    '/api/auth/local',
    { config: perIp, schema: { body: plainBody(loginBody), response: session200 } },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const account = await findAccountByIdentifier(ctx.db, identifier);
      const key = account ? `account ${account.id}` : `unknown ${identifier.trim().toLowerCase()}`;
      if (!(await throttle.allow(request.ip, key))) throw tooManyRequests();
      const delay = await throttle.delayMs(key);
      if (delay > 0) await sleep(delay);
      // One answer, after the same scrypt work, for an unknown identifier, a wrong password and a
      // pilot: pilots ask on a club's request page and never sign in to a desk (ADR 0009).
      const valid = await verifyPassword(password, account?.password_hash ?? null);
      if (!account || !valid || account.role === 'pilot') {
        await throttle.failed(key);
        throw validationError('Invalid identifier or password');
      }
      await throttle.succeeded(key);
      if (account.blocked) throw applicationError('Your account has been blocked by an administrator');
      return signedIn(request, reply, account.id, account.token_version);
    },
  );

  app.post(
    '/api/auth/local/register',
    { config: perIp, schema: { body: plainBody(registerBody), response: session200 } },
    async (request, reply) => {
      const { body } = request;
      if (await emailOrUsernameTaken(ctx.db, body.email, body.username)) {
        throw applicationError('Email or Username are already taken');
      }
      const now = ctx.now().toISOString();
      const hash = await hashPassword(body.password);
      const id = await createAccount(
        ctx.db,
        {
          username: body.username.trim(),
          email: body.email.toLowerCase(),
          password_hash: hash,
          name: body.username,
          ...(body.locale ? { locale: body.locale } : {}),
        },
        now,
      ).catch((error: unknown) => {
        // Two registrations racing for the same email: the unique index decides.
        if (isUniqueViolation(error)) {
          throw applicationError('Email or Username are already taken');
        }
        throw error;
      });
      return signedIn(request, reply, id, 0);
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: perIp,
      preValidation: authenticated(ctx),
      schema: { body: plainBody(changePasswordBody), response: session200 },
    },
    async (request, reply) => {
      const who = await caller(ctx, request);
      const { body } = request;
      const account = await findAccountById(ctx.db, who.userId);
      if (!account) throw notFound();
      if (!(await verifyPassword(body.currentPassword, account.password_hash))) {
        throw validationError(msg('settings.wrongPassword'));
      }
      if (body.password !== body.passwordConfirmation)
        throw validationError(msg('settings.password.mismatch'));
      if (body.currentPassword === body.password) {
        throw validationError(msg('settings.samePassword'));
      }
      const passwordHash = await hashPassword(body.password);
      const at = ctx.now().toISOString();
      const version = await inTransaction(ctx.db, async (trx) => {
        const next = await changePassword(trx, who.userId, passwordHash, at);
        // Whoever else holds a sign-in of this account (a lost tablet, a thief) is out now.
        await ctx.sessions.endAll(who.userId, 'password-change', who.sessionId, trx);
        return next;
      });
      // Older tokens no longer work: neither may the event streams opened with them.
      ctx.changes.revoked(who.userId);
      // This session goes on, with a token of the new version; its refresh cookie stays as it is.
      return sessionAnswer(ctx, request, reply, {
        userId: who.userId,
        sessionId: who.sessionId,
        tokenVersion: version,
      });
    },
  );

  app.get('/api/users/me', { schema: { response: { 200: oneResponse('users', true) } } }, async (request) => {
    const who = await caller(ctx, request);
    return publicUser(ctx, who.userId, request.query);
  });

  app.put(
    '/api/users/:id',
    {
      preValidation: authenticated(ctx),
      schema: {
        params: idParams,
        body: plainBody(accountLocaleBody),
        response: { 200: oneResponse('users', true) },
      },
    },
    async (request) => {
      const who = await caller(ctx, request);
      const id = parseId(request.params);
      if (id !== who.userId) throw notYours();
      await setAccountLocale(ctx.db, id, request.body.locale, ctx.now().toISOString());
      return publicUser(ctx, id);
    },
  );

  sessionRoutes(app, ctx, perIp);
  passwordResetRoutes(app, ctx, perIp, resetLimits);
};
