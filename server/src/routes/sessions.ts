// auth/refresh, auth/logout and auth/logout-all (docs/decisions/0023): a new access token for the
// refresh cookie (rotated on every use, a reused one ending the whole sign-in), and sessions ended
// on the server, one or all of an account's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearer } from '../auth/authenticate';
import { clearRefreshCookie, crossSite, readRefreshCookie } from '../auth/refresh-cookie';
import { sessionAnswer } from '../auth/session-answer';
import type { AppContext } from '../context';
import { findAccountById } from '../repositories/users';
import { forbidden, unauthorized } from '../strapi/errors';
import { sessionResponse } from '../strapi/response-schemas';
import { authenticated, caller } from './http';

const okResponse = {
  200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
};

/** A cookie-authenticated call from another site's page never acts (the cookie is SameSite=Strict too). */
function refuseCrossSite(request: FastifyRequest): void {
  if (crossSite(request)) throw forbidden('Cross-site request refused');
}

export function sessionRoutes(app: FastifyInstance, ctx: AppContext, perIp: object): void {
  /** The session whose refresh cookie failed ends nothing more; the browser forgets the cookie. */
  const refuse = (request: FastifyRequest, reply: FastifyReply): never => {
    clearRefreshCookie(request, reply);
    throw unauthorized('Invalid credentials');
  };

  app.post(
    '/api/auth/refresh',
    { config: perIp, schema: { response: { 200: sessionResponse() } } },
    async (request, reply) => {
      refuseCrossSite(request);
      const token = readRefreshCookie(request);
      if (!token) throw unauthorized('Missing or invalid credentials');
      const outcome = await ctx.sessions.refresh(token);
      if (outcome.kind === 'reused') {
        // Two holders of one sign-in: its event streams end with it, wherever they are served.
        ctx.changes.revoked(outcome.userId, outcome.sessionId);
        request.log.warn({ userId: outcome.userId }, 'refresh token reused: session ended');
        return refuse(request, reply);
      }
      if (outcome.kind === 'refused') return refuse(request, reply);
      const account = await findAccountById(ctx.db, outcome.userId);
      if (!account || account.blocked || account.role === 'pilot') {
        await ctx.sessions.end(outcome.sessionId, 'logout');
        return refuse(request, reply);
      }
      return sessionAnswer(ctx, request, reply, {
        userId: account.id,
        sessionId: outcome.sessionId,
        tokenVersion: account.token_version,
        refresh: outcome,
      });
    },
  );

  // Open: an expired access token (a desk left for hours) still ends its session by the cookie,
  // and a logout with neither is simply done.
  app.post(
    '/api/auth/logout',
    { config: perIp, schema: { response: okResponse } },
    async (request, reply) => {
      refuseCrossSite(request);
      const fromToken = bearer(request);
      const claims = fromToken ? await ctx.tokens.verify(fromToken) : null;
      const cookie = readRefreshCookie(request);
      const session =
        claims?.sessionId !== undefined
          ? { userId: claims.userId, sessionId: claims.sessionId }
          : cookie
            ? await ctx.sessions.sessionOf(cookie)
            : null;
      if (session && (await ctx.sessions.end(session.sessionId, 'logout'))) {
        ctx.changes.revoked(session.userId, session.sessionId);
      }
      clearRefreshCookie(request, reply);
      return { ok: true };
    },
  );

  app.post(
    '/api/auth/logout-all',
    { config: perIp, preValidation: authenticated(ctx), schema: { response: okResponse } },
    async (request, reply) => {
      const who = await caller(ctx, request);
      await ctx.sessions.endAll(who.userId, 'logout-all');
      ctx.changes.revoked(who.userId);
      clearRefreshCookie(request, reply);
      return { ok: true };
    },
  );
}
