// What sign-in, registration, refresh and a password reset answer (docs/decisions/0023): a short
// access token naming the session, the caller's own account as Strapi's users-permissions shows it,
// and, on our server, the session's refresh token in its cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { findOne } from '../repositories/collection-reader';
import { contentTypes } from '../strapi/content-types';
import { notFound } from '../strapi/errors';
import { parsePopulateOnly } from '../strapi/query';
import { toFlat } from '../strapi/serialize';
import { setRefreshCookie } from './refresh-cookie';
import type { IssuedRefresh } from './sessions';

export async function publicUser(ctx: AppContext, id: number, query: unknown = {}) {
  const users = contentTypes.users;
  const record = await findOne(ctx.db, users, id, parsePopulateOnly(users, query));
  if (!record) throw notFound();
  return toFlat(record, { clubId: (record.row.clubOwner_id as number | null) ?? null, userId: id });
}

/** `{jwt, user}` for a session, its refresh cookie set when it was just issued or rotated. */
export async function sessionAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { userId: number; sessionId: string; tokenVersion: number; refresh?: IssuedRefresh },
) {
  const { userId, sessionId, tokenVersion, refresh } = session;
  if (refresh) setRefreshCookie(request, reply, refresh.refreshToken, refresh.maxAgeSeconds);
  return {
    jwt: await ctx.tokens.issue({ userId, tokenVersion, sessionId }),
    user: await publicUser(ctx, userId),
  };
}
