// auth/forgot-password and auth/reset-password, as Strapi's users-permissions names them
// (docs/decisions/0023). The first answers the same, after about the same time, whether an account
// uses the address or not; for an owner's account it keeps a single-use code as a SHA-256 hash,
// valid for RESET_CODE_TTL, and queues the mail with its link in the same transaction. The second
// checks the code, sets the new password, ends every session of the account and signs in anew; its
// /check says beforehand whether a code still works, and changes nothing.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { forgotPasswordBody, resetCodeBody, resetPasswordBody } from '@/domain/wire/user-schema';
import { msg } from '@/i18n/messages';
import { hashPassword } from '../auth/password';
import { sessionAnswer } from '../auth/session-answer';
import { hashMatches, isSecretShape, newSecret, sha256 } from '../auth/sessions';
import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import { queueMail } from '../mail/mail-queue';
import { passwordResetMail } from '../mail/password-reset-message';
import { countHit } from '../repositories/rate-limits';
import { findPasswordReset, insertPasswordReset, usePasswordReset } from '../repositories/sessions';
import { changePassword, findAccountById, resettableAccount } from '../repositories/users';
import { tooManyRequests, validationError } from '../strapi/errors';
import { sessionResponse } from '../strapi/response-schemas';
import { plainBody } from './schemas';
import type { SchemaTypeProvider } from './type-provider';

interface Window {
  max: number;
  windowMs: number;
}

export interface ResetLimits {
  /** Reset requests from one address (then 429: it says nothing about any account). */
  perIp: Window;
  /** Mails one account gets (past it, the same answer and no mail: a flood of mails is no weapon). */
  perAccount: Window;
  /** How long a code works: at most an hour. */
  codeTtlMs: number;
  /** Every answer of forgot-password takes at least this long, known address or not. */
  answerFloorMs: number;
}

const HOUR_MS = 3_600_000;

/**
 * A club LAN may share one address between its desks: ten requests an hour is room for mistakes,
 * not for a sweep. Three mails an hour to one account; thirty minutes to use one.
 */
export const DEFAULT_RESET_LIMITS: ResetLimits = {
  perIp: { max: 10, windowMs: HOUR_MS },
  perAccount: { max: 3, windowMs: HOUR_MS },
  codeTtlMs: 30 * 60_000,
  answerFloorMs: 400,
};

/** The one refusal for a code that is unknown, used, expired or malformed. */
const codeInvalid = () => validationError(msg('validation.reset.codeInvalid'));

const resetUrl = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/reset-password/${code}`;

export function passwordResetRoutes(
  plain: FastifyInstance,
  ctx: AppContext,
  perIp: object,
  given: Partial<ResetLimits>,
): void {
  const app = plain.withTypeProvider<SchemaTypeProvider>();
  const limits = { ...DEFAULT_RESET_LIMITS, ...given };
  const okResponse = {
    200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
  };

  /** Queues the code's mail when the account may have one; says nothing either way. */
  async function sendCode(email: string): Promise<void> {
    const account = await resettableAccount(ctx.db, email);
    if (!account) return;
    const at = ctx.now();
    const sent = await countHit(ctx.db, `reset-account ${account.id}`, at, limits.perAccount.windowMs);
    if (sent > limits.perAccount.max) return;
    const code = newSecret();
    const hash = sha256(code);
    const iso = at.toISOString();
    await inTransaction(ctx.db, async (trx) => {
      await insertPasswordReset(trx, {
        hash,
        userId: account.id,
        now: iso,
        expiresAt: new Date(at.getTime() + limits.codeTtlMs).toISOString(),
      });
      await queueMail(
        trx,
        ctx.mail,
        passwordResetMail(account, resetUrl(ctx.mail.publicUrl, code), Math.round(limits.codeTtlMs / 60_000)),
        // The code's hash, shortened: tells this mail from another one asked for at the same instant.
        { userId: account.id, ref: hash.slice(0, 12), at: iso },
      );
    });
    ctx.mail.poke();
  }

  app.post(
    '/api/auth/forgot-password',
    { config: perIp, schema: { body: plainBody(forgotPasswordBody), response: okResponse } },
    async (request) => {
      const started = Date.now();
      const at = ctx.now();
      if ((await countHit(ctx.db, `reset-ip ${request.ip}`, at, limits.perIp.windowMs)) > limits.perIp.max) {
        throw tooManyRequests();
      }
      await sendCode(request.body.email);
      // The same answer after the same wait: the time taken tells no more than the answer does.
      const left = limits.answerFloorMs - (Date.now() - started);
      if (left > 0) await sleep(left);
      return { ok: true };
    },
  );

  /** The code's account while the code works (known, unused, unexpired, an owner's); else refused. */
  async function workingCode(code: string) {
    if (!isSecretShape(code)) throw codeInvalid();
    const hash = sha256(code);
    const found = await findPasswordReset(ctx.db, hash);
    const iso = ctx.now().toISOString();
    if (!found || !hashMatches(code, found.token_hash) || found.used_at !== null || found.expires_at <= iso)
      throw codeInvalid();
    const account = await findAccountById(ctx.db, found.user_id);
    if (!account || account.blocked || account.role !== 'owner') throw codeInvalid();
    return { hash, account, iso };
  }

  // A POST, so that the code stays out of addresses and logs, as it does for the reset itself.
  app.post(
    '/api/auth/reset-password/check',
    { config: perIp, schema: { body: plainBody(resetCodeBody), response: okResponse } },
    async (request) => {
      await workingCode(request.body.code);
      return { ok: true };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: perIp, schema: { body: plainBody(resetPasswordBody), response: { 200: sessionResponse() } } },
    async (request, reply) => {
      const { code, password, passwordConfirmation } = request.body;
      if (password !== passwordConfirmation) throw validationError('Passwords do not match');
      const { hash, account, iso } = await workingCode(code);
      const passwordHash = await hashPassword(password);
      const done = await inTransaction(ctx.db, async (trx) => {
        // Used once: of two requests with one code, the second finds it spent and changes nothing.
        if (!(await usePasswordReset(trx, hash, account.id, iso))) return null;
        const version = await changePassword(trx, account.id, passwordHash, iso);
        await ctx.sessions.endAll(account.id, 'password-reset', undefined, trx);
        const refresh = await ctx.sessions.start(account.id, trx);
        return { version, refresh };
      });
      if (!done) throw codeInvalid();
      // Every other sign-in of the account ends, and its event streams with it.
      ctx.changes.revoked(account.id);
      return sessionAnswer(ctx, request, reply, {
        userId: account.id,
        sessionId: done.refresh.sessionId,
        tokenVersion: done.version,
        refresh: done.refresh,
      });
    },
  );
}
